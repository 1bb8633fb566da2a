import type { FastifyRequest } from 'fastify';
import { inquiries } from '../../src/shared/resources/inquiries';
import type { FieldErrors } from '../../src/shared/resources/validation';
import type { ReadAsVisitor } from '../../src/shared/resources/visitorReferences';
import type { ValuationEstimate } from '../../src/shared/valuation/estimate';
import { valuationErrors } from '../../src/shared/valuation/plausibility';
import { sanitizeRecord } from '../content/sanitizeRichText';
import { newId, type DocumentStore } from '../db/documentStore';
import type { VisitorMails } from '../mail/embeddedMail';
import { checkVisitorWrite } from '../routes/visitorWrites';
import { estimateFor, type EstimateAnswers } from './valuationEstimate';

/** The inquiry's message when the owner wrote none: the answers are in the valuation fields. */
export const VALUATION_MESSAGE = 'Anfrage über die Online-Immobilienbewertung (Angaben zur Immobilie siehe unten).';

export type ValuationSubmission =
  | { outcome: 'bot' }
  | { outcome: 'refused'; status: 400 | 422; message: string; errors: FieldErrors }
  | { outcome: 'stored'; id: string; estimate: ValuationEstimate | null };

export interface ValuationServiceOptions {
  store: DocumentStore;
  readAsVisitor: ReadAsVisitor;
  /** The mails of a new inquiry (server/mail/embeddedMail.ts), stored in its transaction. */
  visitorMails?: VisitorMails;
  onChange?: (resource: string) => void;
  now?: () => number;
}

export type SubmitValuation = (body: unknown, request: FastifyRequest) => Promise<ValuationSubmission>;

const refused = (errors: FieldErrors): ValuationSubmission => ({ outcome: 'refused', status: 400, message: 'Bitte prüfen Sie die markierten Felder.', errors });

/**
 * A valuation request from /immobilienbewertung (JSON from the page's script, or the form posted without it): checked
 * like every visitor's inquiry (honeypot, visitor fields, the declaration's rules), estimated from the agency's data,
 * and stored as an inquiry with topic "bewertung", its answers and its estimate, in one transaction with its mails.
 */
export function valuationService({ store, readAsVisitor, visitorMails, onChange = () => {}, now = Date.now }: ValuationServiceOptions): SubmitValuation {
  return async (body, request) => {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return refused({ _: 'Die Anfrage muss ein JSON-Objekt sein.' });
    const { message, ...answers } = body as Record<string, unknown>;
    const note = typeof message === 'string' ? message.trim() : message;
    const check = await checkVisitorWrite(inquiries, { ...answers, topic: 'bewertung', message: note || VALUATION_MESSAGE }, readAsVisitor);
    if (check.outcome !== 'accepted') return check;
    const year = new Date(now()).getFullYear();
    // The declaration checks the answers only when an object type is given (the contact form's topic "bewertung"
    // has none); a valuation request must have them all.
    const missing = valuationErrors(check.data, year);
    if (Object.keys(missing).length) return refused(missing);

    const estimate = estimateFor(store, check.data as unknown as EstimateAnswers, year);
    const record = sanitizeRecord(inquiries, {
      ...check.data,
      estimateLow: estimate?.total.low ?? null,
      estimateMiddle: estimate?.total.middle ?? null,
      estimateHigh: estimate?.total.high ?? null,
      estimatePerSqm: estimate?.perSqm.middle ?? null,
      estimateComparables: estimate?.comparables ?? null,
      estimateBasis: estimate?.basis ?? null,
    });
    const id = newId();
    const enqueueMails = await visitorMails?.(inquiries, { ...record, id }, request);
    store.transaction(() => {
      store.create(inquiries.name, record, null, id);
      enqueueMails?.();
    });
    onChange(inquiries.name);
    return { outcome: 'stored', id, estimate };
  };
}

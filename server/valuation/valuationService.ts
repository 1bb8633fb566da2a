import type { FastifyRequest } from 'fastify';
import { inquiries } from '../../src/shared/resources/inquiries';
import type { FieldErrors } from '../../src/shared/resources/validation';
import type { ReadAsVisitor } from '../content/visitorReferences';
import type { ValuationEstimate } from '../../src/shared/valuation/estimate';
import { valuationErrors } from '../../src/shared/valuation/plausibility';
import { estimateBasisOf } from '../../src/shared/valuation/estimateSource';
import { sanitizeRecord } from '../content/sanitizeRichText';
import { writerOf, type RecordedWrites } from '../history/recordedWrites';
import { createWithMails } from '../mail/createWithMails';
import type { VisitorMails } from '../mail/embeddedMail';
import { checkVisitorWrite } from '../content/visitorWrites';
import { estimateFor, type EstimateAnswers, type ReadValuationRecords } from './valuationEstimate';

/** The inquiry's message when the owner wrote none: the answers are in the valuation fields. */
export const VALUATION_MESSAGE = 'Anfrage über die Online-Immobilienbewertung (Angaben zur Immobilie siehe unten).';

export type ValuationSubmission =
  | { outcome: 'bot' }
  | { outcome: 'refused'; status: 400 | 422; message: string; errors: FieldErrors }
  | { outcome: 'stored'; id: string; estimate: ValuationEstimate | null };

/** Stores a checked inquiry together with its mails, all or nothing, and answers its id. */
export type StoreInquiry = (record: Record<string, unknown>, request: FastifyRequest) => Promise<string>;

export interface ValuationServiceOptions {
  readAsVisitor: ReadAsVisitor;
  /** The properties and Marktdaten the model reads, from the backend's storage. */
  records: ReadValuationRecords;
  store: StoreInquiry;
  now?: () => number;
}

export type SubmitValuation = (body: unknown, request: FastifyRequest) => Promise<ValuationSubmission>;

const refused = (errors: FieldErrors): ValuationSubmission => ({
  outcome: 'refused',
  status: 400,
  message: 'Bitte prüfen Sie die markierten Felder.',
  errors,
});

/** The embedded backend's storing: the inquiry, its outbox mails and its history entry (author "Website") in one SQLite transaction. */
export function storeInquiryWithOutbox(
  writes: RecordedWrites,
  visitorMails?: VisitorMails,
  onChange: (resource: string) => void = () => {},
): StoreInquiry {
  return async (record, request) => {
    const { id } = await createWithMails(writes, inquiries, record, { writer: writerOf(null), mails: visitorMails, request });
    onChange(inquiries.name);
    return id;
  };
}

/**
 * A valuation request from /immobilienbewertung (JSON from the page's script, or the form posted without it): checked
 * like every visitor's inquiry (honeypot, visitor fields, the declaration's rules), estimated from the agency's data,
 * and stored as an inquiry with topic "bewertung", its answers and its estimate, together with its mails. Both
 * backends run this; they differ only in `records` and `store`.
 */
export function valuationService({ readAsVisitor, records, store, now = Date.now }: ValuationServiceOptions): SubmitValuation {
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

    const checked = check.data as unknown as EstimateAnswers;
    const estimate = estimateFor(await records(checked.district, checked.objectType), checked, year);
    const record = sanitizeRecord(inquiries, {
      ...check.data,
      estimateLow: estimate?.total.low ?? null,
      estimateMiddle: estimate?.total.middle ?? null,
      estimateHigh: estimate?.total.high ?? null,
      estimatePerSqm: estimate?.perSqm.middle ?? null,
      estimateComparables: estimate?.comparables ?? null,
      estimateBasis: estimate ? estimateBasisOf(estimate) : null,
    });
    return { outcome: 'stored', id: await store(record, request), estimate };
  };
}

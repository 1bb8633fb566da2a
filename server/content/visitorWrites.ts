import type { FastifyReply } from 'fastify';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { validateRecord, type FieldErrors } from '../../src/shared/resources/validation';
import { unavailableReferences, type ReadAsVisitor } from './visitorReferences';
import { inquiries } from '../../src/shared/resources/inquiries';
import { brokerContractFields } from '../withdrawals/brokerContract';

/** A hidden form field only bots fill in; see the inquiry forms. */
export const HONEYPOT_FIELD = 'website';

export type VisitorWriteCheck =
  /** A bot filled in the honeypot: it gets the answer it expects, nothing is stored. */
  | { outcome: 'bot' }
  | { outcome: 'refused'; status: 400 | 422; message: string; errors: FieldErrors }
  | { outcome: 'accepted'; data: Record<string, unknown> };

/**
 * A visitor's new record, checked alike in both backends (server/content/resourceRoutes.ts, server/content/firestorePublicApi.ts)
 * for every resource whose declaration lets visitors create: the honeypot, only the declared `visitorFields`, and
 * references only to records the visitor may read (within the field's `visitorScope`). The rate limit in front of it
 * is server/content/visitorWriteRateLimit.ts.
 */
export async function checkVisitorWrite(
  resource: ResourceDefinition,
  body: unknown,
  readAsVisitor: ReadAsVisitor,
): Promise<VisitorWriteCheck> {
  let fields = body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const { [HONEYPOT_FIELD]: trap, ...rest } = body as Record<string, unknown>;
    if (typeof trap === 'string' && trap !== '') return { outcome: 'bot' };
    fields = rest;
  }
  const result = validateRecord(resource, fields, resource.visitorFields);
  if (!result.success)
    return { outcome: 'refused', status: 400, message: 'Bitte prüfen Sie die markierten Felder.', errors: result.errors };
  const unavailable = await unavailableReferences(resource, result.data, readAsVisitor);
  if (Object.keys(unavailable).length > 0)
    return { outcome: 'refused', status: 422, message: Object.values(unavailable)[0], errors: unavailable };
  // An inquiry about an offer records what the visitor saw of the broker contract it may conclude.
  const data =
    resource.name === inquiries.name ? { ...result.data, ...(await brokerContractFields(result.data, readAsVisitor)) } : result.data;
  return { outcome: 'accepted', data };
}

/** The answer to a write that stores nothing: a bot's fake success, or the refusal with its field messages. */
export function answerUnstored(reply: FastifyReply, check: Exclude<VisitorWriteCheck, { outcome: 'accepted' }>) {
  if (check.outcome === 'bot') return reply.code(201).send({ id: 'danke' });
  return reply.code(check.status).send({ message: check.message, errors: check.errors });
}

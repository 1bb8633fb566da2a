import type { FastifyRequest } from 'fastify';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { newId } from '../db/documentStore';
import type { RecordedWrites, Writer } from '../history/recordedWrites';
import type { VisitorMails } from './embeddedMail';

/**
 * Creates a record and queues the mails it causes in one SQLite transaction (the transactional outbox: never a
 * record without its mails, nor a mail without its record) with its history entry. `mails` is left out for what staff create.
 */
export async function createWithMails(
  writes: RecordedWrites,
  resource: ResourceDefinition,
  record: Record<string, unknown>,
  { writer, mails, request }: { writer: Writer; mails?: VisitorMails; request: FastifyRequest },
) {
  const id = newId();
  const enqueueMails = await mails?.(resource, { ...record, id }, request);
  return writes.store.transaction(() => {
    const created = writes.create(resource, record, writer, id);
    enqueueMails?.();
    return created;
  });
}

import type { FastifyRequest } from 'fastify';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { newId, type DocumentStore } from '../db/documentStore';
import type { VisitorMails } from './embeddedMail';

/**
 * Creates a record and queues the mails it causes in one SQLite transaction (the transactional outbox: never a
 * record without its mails, nor a mail without its record). `mails` is left out for what staff create.
 */
export async function createWithMails(
  store: DocumentStore,
  resource: ResourceDefinition,
  record: Record<string, unknown>,
  { author, mails, request }: { author: string | null; mails?: VisitorMails; request: FastifyRequest },
) {
  const id = newId();
  const enqueueMails = await mails?.(resource, { ...record, id }, request);
  return store.transaction(() => {
    const created = store.create(resource.name, record, author, id);
    enqueueMails?.();
    return created;
  });
}

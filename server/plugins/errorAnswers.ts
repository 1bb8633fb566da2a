import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const STORAGE_FULL_STATUS = 507;
export const STORAGE_FULL_MESSAGE = 'Der Speicherplatz des Servers ist erschöpft. Ihre Änderung wurde nicht gespeichert.';

/**
 * Error codes that mean "no room to write": SQLite's SQLITE_FULL (the transaction was rolled back), and from the
 * file system ENOSPC (disk full), EDQUOT (quota used up) and EFBIG (file size limit, e.g. `ulimit -f`).
 */
const STORAGE_FULL_CODES = new Set(['SQLITE_FULL', 'ENOSPC', 'EDQUOT', 'EFBIG']);

/** Whether an error (or an error it wraps as `cause`) says the disk is full. */
export function isStorageFull(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && STORAGE_FULL_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A full disk is answered with 507 Insufficient Storage and a German message instead of the generic 500, wherever
 * the write failed (content API, inquiries, sign-in, uploads). Nothing is half-written: SQLite rolls the
 * transaction back, and the upload pipeline removes its dot folder.
 *
 * The routes keep their own error handlers (encapsulated, each answering 500 for the unexpected): so instead of
 * one more error handler, an `onError` hook – which Fastify runs before any error handler, in every context
 * registered after this plugin – notes the request, and an `onSend` hook rewrites that request's 5xx answer.
 * Register it before the routes.
 */
async function errorAnswers(app: FastifyInstance) {
  const storageFull = new WeakSet<FastifyRequest>();

  app.addHook('onError', async (request, _reply, error) => {
    if (!isStorageFull(error)) return;
    storageFull.add(request);
    request.log.error({ err: error, code: (error as { code?: string }).code }, 'storage full: write refused with 507');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!storageFull.has(request) || reply.statusCode < 500) return payload;
    reply.code(STORAGE_FULL_STATUS).header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify({ message: STORAGE_FULL_MESSAGE });
  });
}

export default fp(errorAnswers, { name: 'error-answers' });

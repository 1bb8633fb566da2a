import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { compressVariants, preferredEncoding, type Encoding } from './encodings';
import type { CachedAnswer, LogLine, ResponseCache } from './responseCache';

/** An answer as its producer made it, before the cache prepares it. */
export interface FreshAnswer {
  status: number;
  /** At least Content-Type. */
  headers: Record<string, string>;
  body: string | Buffer;
  /** The collections it was made from (see recordingData.ts). */
  reads: Iterable<string>;
  log?: readonly LogLine[];
}

/** Only these are kept: a redirect depends on the session, a 5xx on a passing fault, a 4xx other than 404 on the input. */
const CACHEABLE_STATUS = new Set([200, 404]);

/** Longer keys are answered without the cache (a URL near Node's header limit is no page anyone shares). */
export const MAX_KEY_LENGTH = 4096;

/** A visitor's read of the public API (list or record) for the cache: made from its own collection only. */
export const publicApiAnswer = (resource: string, status: number, body: unknown, headers: Record<string, string> = {}): FreshAnswer => ({
  status,
  // no-cache: browsers revalidate (ETag) every time, so a change shows at once.
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache', ...headers },
  body: JSON.stringify(body),
  reads: [resource],
});

const ETAG_SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz' };

/** Hashes, compresses and freezes an answer for the cache. */
export async function prepareAnswer(fresh: FreshAnswer): Promise<CachedAnswer> {
  const body = typeof fresh.body === 'string' ? Buffer.from(fresh.body) : fresh.body;
  const contentType = fresh.headers['content-type'] ?? '';
  return {
    status: fresh.status,
    headers: Object.fromEntries(Object.entries(fresh.headers).map(([name, value]) => [name.toLowerCase(), value])),
    body,
    // Hex (no "-" in it, so the encodings' suffixes are unambiguous), 128 bits.
    hash: createHash('sha256').update(body).digest('hex').slice(0, 32),
    encoded: await compressVariants(body, contentType),
    reads: new Set(fresh.reads),
    log: fresh.log ?? [],
  };
}

/**
 * Strong ETags per representation: a compressed body is a different sequence of bytes than the plain one, so it
 * gets its own tag ("hash-br", "hash-gz"), as RFC 9110 asks; If-None-Match accepts any of them for the same content.
 */
export const etagOf = (answer: Pick<CachedAnswer, 'hash'>, encoding?: Encoding) =>
  `"${answer.hash}${encoding ? ETAG_SUFFIX[encoding] : ''}"`;

/** True when an If-None-Match header names this content (weak comparison, as the header asks for). */
export function ifNoneMatchHits(header: string | undefined, hash: string): boolean {
  if (!header) return false;
  for (const raw of header.split(',')) {
    const tag = raw.trim().replace(/^W\//, '');
    if (tag === '*') return true;
    const value = tag.replace(/^"|"$/g, '').replace(/-(br|gz)$/, '');
    if (value === hash) return true;
  }
  return false;
}

export type CacheState = 'HIT' | 'MISS';

/**
 * Sends a prepared answer: 304 when the browser's copy is current, else the body in the best encoding the browser
 * accepts. Setting Content-Encoding ourselves makes @fastify/compress pass the body through untouched (its onSend
 * skips answers that already have one); the security headers come from their hooks as on any other answer.
 */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, state: CacheState): FastifyReply {
  if (state === 'HIT') for (const [level, message] of answer.log) request.log[level](message);
  const encoding = preferredEncoding(request.headers['accept-encoding'], answer.encoded);
  reply.code(answer.status).header('X-Cache', state);
  if (answer.encoded.br || answer.encoded.gzip) reply.header('Vary', 'Accept-Encoding');
  if (answer.status === 200) {
    reply.header('ETag', etagOf(answer, encoding));
    // Preconditions only ever turn a 2xx into a 304 (RFC 9110, 13.2.1); the 304 repeats the caching headers.
    if (ifNoneMatchHits(request.headers['if-none-match'], answer.hash)) {
      const cacheControl = answer.headers['cache-control'];
      if (cacheControl) reply.header('Cache-Control', cacheControl);
      return reply.code(304).send();
    }
  }
  reply.headers(answer.headers);
  if (!encoding) return reply.send(answer.body);
  return reply.header('Content-Encoding', encoding).send(answer.encoded[encoding]);
}

/** Sends an answer as its producer made it, past the cache (@fastify/compress compresses it on the fly). */
export const sendFresh = (reply: FastifyReply, fresh: FreshAnswer) => reply.code(fresh.status).headers(fresh.headers).send(fresh.body);

/** How often a request waits for another one's production before it produces the answer itself. */
const MAX_WAITS = 3;

/**
 * The whole cache protocol for one request: a stored answer, else the one a concurrent request is producing for
 * the same key, else `produce` — whose answer is stored when its status allows and nothing it read changed while
 * it was made. `produce` returns undefined when it has answered by itself (a redirect); such answers bypass the cache.
 */
export async function replyFromCache(
  cache: ResponseCache,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  produce: () => Promise<FreshAnswer | undefined>,
): Promise<FastifyReply> {
  if (key.length > MAX_KEY_LENGTH) {
    const fresh = await produce();
    return fresh ? sendFresh(reply, fresh) : reply;
  }
  const arrival = cache.begin();
  for (let waits = 0; ; waits++) {
    const stored = cache.get(key);
    if (stored) return sendAnswer(request, reply, stored, 'HIT');
    const running = waits < MAX_WAITS ? cache.inFlight(key) : undefined;
    if (!running) break;
    const shared = await running.result;
    // Shared when stored (nothing it read changed until it was stored, after this request arrived), or when nothing
    // at all changed between its start and this request's arrival: then it is as fresh as a render of our own.
    // Otherwise the next round waits for the production that started after the change, or renders.
    if (shared && (shared.stored || running.ticket >= arrival)) return sendAnswer(request, reply, shared.answer, 'HIT');
  }

  const ticket = cache.begin();
  let settle: (result: { answer: CachedAnswer; stored: boolean } | undefined) => void = () => {};
  cache.track(key, { ticket, result: new Promise((resolve) => (settle = resolve)) });
  try {
    const fresh = await produce();
    if (!fresh) return reply;
    if (!CACHEABLE_STATUS.has(fresh.status)) return sendFresh(reply, fresh);
    const answer = await prepareAnswer(fresh);
    settle({ answer, stored: cache.put(key, answer, ticket) });
    return sendAnswer(request, reply, answer, 'MISS');
  } finally {
    settle(undefined);
  }
}

import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compression saves less than it costs (the same threshold as @fastify/compress in server/app.ts). */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Compressed once per cached answer, not per response, so a better quality than the on-the-fly 4 pays off;
 * 11 would cost tens of milliseconds per page on a miss. Runs in libuv's thread pool, off the event loop.
 */
export const BROTLI_QUALITY = 6;
export const GZIP_LEVEL = 6;

const COMPRESSIBLE_TYPES = new Set(['application/json', 'application/javascript', 'application/xml', 'image/svg+xml']);

/** Text of any kind: text/*, JSON, JavaScript, XML and their `+json`/`+xml` relatives (parsed, not matched: no backtracking). */
function isCompressible(contentType: string): boolean {
  const type = contentType.split(';', 1)[0].trim().toLowerCase();
  return (
    type.startsWith('text/') ||
    COMPRESSIBLE_TYPES.has(type) ||
    (type.startsWith('application/') && (type.endsWith('+json') || type.endsWith('+xml')))
  );
}

export async function compressVariants(body: Buffer, contentType: string): Promise<{ br?: Buffer; gzip?: Buffer }> {
  if (body.length < COMPRESS_THRESHOLD || !isCompressible(contentType)) return {};
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: GZIP_LEVEL }),
  ]);
  return { br, gzip: gz };
}

/**
 * The encoding to send from an Accept-Encoding header: the highest q among those we hold, Brotli on a tie;
 * "*" and "x-gzip" count as gzip (as in @fastify/compress); none (identity) when neither is acceptable.
 */
export function preferredEncoding(acceptEncoding: string | undefined, available: { br?: unknown; gzip?: unknown }): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  let brQ = 0;
  let gzipQ = 0;
  let wildcardQ: number | undefined;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token, ...params] = part.split(';').map((piece) => piece.trim());
    let q = 1;
    for (const param of params) {
      const match = /^q=([\d.]+)$/.exec(param);
      if (match) q = Number(match[1]) || 0;
    }
    if (token === 'br') brQ = q;
    else if (token === 'gzip' || token === 'x-gzip') gzipQ = Math.max(gzipQ, q);
    else if (token === '*') wildcardQ = q;
  }
  if (wildcardQ !== undefined && gzipQ === 0 && !/\bgzip\b/.test(acceptEncoding.toLowerCase())) gzipQ = wildcardQ;
  if (available.br && brQ > 0 && brQ >= gzipQ) return 'br';
  if (available.gzip && gzipQ > 0) return 'gzip';
  if (available.br && brQ > 0) return 'br';
  return undefined;
}

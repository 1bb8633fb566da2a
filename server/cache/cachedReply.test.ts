import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { etagOf, ifNoneMatchHits, MAX_KEY_LENGTH, replyFromCache, type FreshAnswer } from './cachedReply';
import { ResponseCache } from './responseCache';

const PAGE = `<!doctype html><html lang="de"><body>${'<p>Dreizimmerwohnung mit Balkon in Köln-Ehrenfeld</p>'.repeat(100)}</body></html>`;

let app: FastifyInstance;
let cache: ResponseCache;
let renders: number;
/** What the next productions answer; a test may hold them at `gate`. */
let next: { status: number; body: string; reads: string[]; log?: FreshAnswer['log'] };
let gate: Promise<void> | undefined;

beforeEach(async () => {
  cache = new ResponseCache({ maxBytes: 1024 * 1024 });
  renders = 0;
  next = { status: 200, body: PAGE, reads: ['properties'] };
  gate = undefined;
  app = Fastify({ logger: false });
  // As in server/app.ts: compress everything else on the fly.
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (request, reply) =>
      replyFromCache(cache, request, reply, request.url, async () => {
        renders += 1;
        const { status, body, reads, log } = next;
        if (gate) await gate;
        if (request.url === '/umgezogen') {
          reply.redirect('/neu', 302);
          return undefined;
        }
        return { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }, body, reads, log };
      }),
  });
});
afterEach(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('answering through the cache', () => {
  it('renders once, then answers from memory with the same body and headers', async () => {
    const first = await get('/angebote');
    const second = await get('/angebote');
    expect(renders).toBe(1);
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(second.body).toBe(PAGE);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
  });

  it('sends the stored Brotli and gzip bodies, which decompress to the page, and never compresses twice', async () => {
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers.etag).toMatch(/-br"$/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(PAGE);
    const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).toMatch(/-gz"$/);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(PAGE);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PAGE);
    expect(renders).toBe(1);
  });

  it('answers 304 without a body when the browser has the current version, in any encoding', async () => {
    const first = await app.inject({ url: '/kontakt', headers: { 'accept-encoding': 'br' } });
    for (const tag of [
      first.headers.etag as string,
      first.headers.etag!.toString().replace('-br', ''),
      `W/${first.headers.etag}`,
      '"alt", ' + first.headers.etag,
      '*',
    ]) {
      const revalidated = await get('/kontakt', { 'if-none-match': tag, 'accept-encoding': 'gzip' });
      expect(revalidated.statusCode, tag).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toMatch(/-gz"$/);
      expect(revalidated.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/kontakt', { 'if-none-match': '"veraltet"' })).statusCode).toBe(200);
  });

  it('answers HEAD with the headers and length of GET, without a body', async () => {
    await get('/');
    const head = await app.inject({ method: 'HEAD', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-cache']).toBe('HIT');
    expect(head.body).toBe('');
    expect(head.headers['content-encoding']).toBe('br');
  });

  it('keeps 404 pages (no ETag, no 304), but not other statuses', async () => {
    next = { status: 404, body: PAGE, reads: [], log: [['info', 'Page not found: /weg']] };
    const missing = await get('/weg', { 'if-none-match': '*' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect((await get('/weg')).headers['x-cache']).toBe('HIT');
    next = { status: 500, body: 'Fehler', reads: [], log: [] };
    expect((await get('/kaputt')).statusCode).toBe(500);
    expect((await get('/kaputt')).headers['x-cache']).toBeUndefined();
    expect(renders).toBe(3);
  });

  it('repeats the log lines of the render on every hit', async () => {
    const lines: string[] = [];
    await app.close();
    app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line).msg) } } });
    app.get('/*', (request, reply) =>
      replyFromCache(cache, request, reply, request.url, async () => {
        request.log.info('Page not found: /weg');
        return { status: 404, headers: { 'content-type': 'text/html' }, body: 'weg', reads: [], log: [['info', 'Page not found: /weg']] };
      }),
    );
    await get('/weg');
    await get('/weg');
    expect(lines.filter((line) => line === 'Page not found: /weg')).toHaveLength(2);
  });

  it('does not keep what the producer answered itself (a redirect)', async () => {
    expect((await get('/umgezogen')).statusCode).toBe(302);
    expect((await get('/umgezogen')).statusCode).toBe(302);
    expect(renders).toBe(2);
  });

  it('does not keep an answer made while something it read changed, and renders the next request afresh', async () => {
    let open: () => void = () => {};
    gate = new Promise((resolve) => (open = resolve));
    const during = get('/angebote');
    await new Promise((resolve) => setTimeout(resolve, 10));
    cache.changed('properties');
    open();
    expect((await during).headers['x-cache']).toBe('MISS');
    gate = undefined;
    expect((await get('/angebote')).headers['x-cache']).toBe('MISS');
    expect((await get('/angebote')).headers['x-cache']).toBe('HIT');
    expect(renders).toBe(2);
  });

  it('keeps it when only something else changed meanwhile', async () => {
    let open: () => void = () => {};
    gate = new Promise((resolve) => (open = resolve));
    const during = get('/angebote');
    await new Promise((resolve) => setTimeout(resolve, 10));
    cache.changed('team');
    open();
    await during;
    expect((await get('/angebote')).headers['x-cache']).toBe('HIT');
  });

  it('lets concurrent misses of one URL wait for one render', async () => {
    let open: () => void = () => {};
    gate = new Promise((resolve) => (open = resolve));
    const waiting = Array.from({ length: 20 }, () => get('/angebote'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    open();
    const answers = await Promise.all(waiting);
    expect(renders).toBe(1);
    expect(answers.every((answer) => answer.statusCode === 200 && answer.body === PAGE)).toBe(true);
  });

  it('shares a render that a concurrent change kept from being stored with the requests that came meanwhile', async () => {
    let open: () => void = () => {};
    gate = new Promise((resolve) => (open = resolve));
    const first = get('/angebote');
    await new Promise((resolve) => setTimeout(resolve, 10));
    const second = get('/angebote');
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Concurrent with both requests: either version is a right answer for them, but not for a later one.
    cache.changed('properties');
    open();
    await Promise.all([first, second]);
    expect(renders).toBe(1);
    gate = undefined;
    expect((await get('/angebote')).headers['x-cache']).toBe('MISS');
    expect(renders).toBe(2);
  });

  it('does not share a render with requests that came after a change it may have missed; they wait for one new render', async () => {
    let open: () => void = () => {};
    gate = new Promise((resolve) => (open = resolve));
    const first = get('/angebote');
    await new Promise((resolve) => setTimeout(resolve, 10));
    cache.changed('properties');
    const waiting = Array.from({ length: 20 }, () => get('/angebote'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    open();
    const answers = await Promise.all([first, ...waiting]);
    expect(renders).toBe(2);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(cache.get('/angebote')).toBeDefined();
  });

  it('shares an answer that could not be kept with requests that came while nothing changed', async () => {
    next = { status: 200, body: 'x'.repeat(400_000), reads: ['properties'] };
    let open: () => void = () => {};
    gate = new Promise((resolve) => (open = resolve));
    const waiting = Array.from({ length: 5 }, () => get('/gross'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    open();
    await Promise.all(waiting);
    // Too big for a quarter of the cache, so not stored; but one render served all five.
    expect(cache.count).toBe(0);
    expect(renders).toBe(1);
  });

  it('answers very long URLs without keeping them', async () => {
    const url = `/angebote?q=${'x'.repeat(MAX_KEY_LENGTH)}`;
    expect((await get(url)).statusCode).toBe(200);
    expect((await get(url)).headers['x-cache']).toBeUndefined();
    expect(cache.count).toBe(0);
  });
});

describe('ETag comparison', () => {
  it('matches the tag of any encoding of the same content, weak or strong', () => {
    expect(etagOf({ hash: 'abc' })).toBe('"abc"');
    expect(etagOf({ hash: 'abc' }, 'br')).toBe('"abc-br"');
    expect(ifNoneMatchHits('"abc-gz"', 'abc')).toBe(true);
    expect(ifNoneMatchHits('W/"abc"', 'abc')).toBe(true);
    expect(ifNoneMatchHits('"x", "abc-br"', 'abc')).toBe(true);
    expect(ifNoneMatchHits('"abcd"', 'abc')).toBe(false);
    expect(ifNoneMatchHits(undefined, 'abc')).toBe(false);
  });
});

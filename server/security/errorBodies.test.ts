// Threat: Fastify's default error bodies are English, name the framework's internals ("FST_ERR_CTP_INVALID_JSON_BODY")
// and its 404 repeats the request path ("Route GET:/… not found"), which a crafted link turns into reflected text.
// Defence: server/http/errorAnswers.ts answers every error no route handled itself, and every unknown route or
// method, with the project's German JSON `{ message }`; the routes' own error handlers answer the same way.
import type { LightMyRequestResponse } from 'fastify';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecurityApp, type CallOptions, type SecurityApp } from '../../test-support/server/security/securityTestApp';

let s: SecurityApp;
beforeAll(async () => {
  s = await createSecurityApp();
}, 120_000);
afterAll(() => s.close());

/** Appears in every path below: an error body must never contain it. */
const MARKER = 'spur-7f3a';
const json = (body: string, extra: Partial<CallOptions> = {}): CallOptions => ({
  body,
  headers: { 'content-type': 'application/json' },
  ...extra,
});
const xml: CallOptions = { body: '<x/>', headers: { 'content-type': 'application/xml' } };

/** Every shape of Fastify's own English texts and codes. */
const FRAMEWORK_WORDING =
  /FST_|Route |not found|Not Found|Bad Request|Payload|Unsupported|Body is|Request body|statusCode|Internal Server Error|Method Not Allowed/;

function expectGermanError(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = response.json() as Record<string, unknown>;
  expect(Object.keys(body).filter((key) => key !== 'message' && key !== 'errors')).toEqual([]);
  expect(typeof body.message).toBe('string');
  // A German sentence: a capital letter first, a full stop at the end.
  expect(body.message).toMatch(/^[A-ZÄÖÜ][^]*\.$/);
  expect(response.body).not.toMatch(FRAMEWORK_WORDING);
  expect(response.body).not.toContain(MARKER);
  expect(response.headers['content-security-policy']).toBeDefined();
}

describe('error answers', () => {
  const analytics = `/api/analytics?${MARKER}`;
  const cases: [string, () => Promise<LightMyRequestResponse>, number][] = [
    // Routes without an error handler of their own: the analytics beacon is where the English texts showed.
    ['invalid JSON for the analytics beacon', () => s.call('POST', analytics, json('{"type":')), 400],
    ['an empty JSON body for the analytics beacon', () => s.call('POST', analytics, json('')), 400],
    ['an analytics beacon over its body limit', () => s.call('POST', analytics, json(JSON.stringify({ path: 'x'.repeat(5_000) }))), 413],
    ['an analytics beacon that is not JSON', () => s.call('POST', analytics, xml), 415],
    ['TRACE on a page', () => s.app.inject({ method: 'TRACE', url: `/${MARKER}` }), 404],
    ['PROPFIND on a page', () => s.app.inject({ method: 'PROPFIND', url: `/angebote/${MARKER}` }), 404],
    ['PROPFIND on the API', () => s.app.inject({ method: 'PROPFIND', url: `/api/properties/${MARKER}` }), 404],
    ['MKCOL on the API', () => s.app.inject({ method: 'MKCOL', url: `/api/${MARKER}` }), 404],
    ['POST to a page', () => s.call('POST', `/angebote/${MARKER}`, { body: { x: 1 } }), 404],
    ['invalid JSON to a page', () => s.call('POST', `/${MARKER}`, json('{')), 400],
    ['DELETE on the sitemap', () => s.call('DELETE', `/sitemap.xml?${MARKER}`), 404],
    ['a missing media file', () => s.app.inject(`/media/${MARKER}/480.webp`), 404],
    ['a media path that is no picture', () => s.app.inject(`/media/${MARKER}.txt`), 404],
    ['a traversal below /media/', () => s.app.inject(`/media/..%2f${MARKER}`), 404],
    ['POST to /media/', () => s.call('POST', `/media/${MARKER}/480.webp`, { body: { x: 1 } }), 404],
    ['an unknown API path', () => s.app.inject(`/api/${MARKER}`), 404],
    ['a payload file of the dashboard', () => s.app.inject(`/dashboard/${MARKER}/_payload.json`), 404],
    // Route plugins with an error handler of their own.
    ['invalid JSON for an inquiry', () => s.call('POST', `/api/inquiries?${MARKER}`, json('{"name":')), 400],
    ['an oversized inquiry', () => s.call('POST', `/api/inquiries?${MARKER}`, json(JSON.stringify({ message: 'x'.repeat(600_000) }))), 413],
    ['an inquiry that is not JSON', () => s.call('POST', `/api/inquiries?${MARKER}`, xml), 415],
    ['invalid JSON for the sign-in', () => s.call('POST', `/api/auth/login?${MARKER}`, json('{"email":')), 400],
    ['an oversized sign-in', () => s.call('POST', `/api/auth/login?${MARKER}`, json(JSON.stringify({ email: 'x'.repeat(20_000) }))), 413],
    ['a sign-in that is not JSON', () => s.call('POST', `/api/auth/login?${MARKER}`, xml), 415],
    ['invalid JSON for an upload', () => s.call('POST', `/api/uploads?${MARKER}`, json('{', { staff: true })), 400],
    ['an upload that is not multipart', () => s.call('POST', `/api/uploads?${MARKER}`, { ...xml, staff: true }), 415],
  ];

  it.each(cases)('for %s are German JSON without the path', async (_name, send, status) => {
    expectGermanError(await send(), status);
  });
});

/** Sends raw bytes on a socket (app.inject and Node's client refuse to send a malformed request) and reads the answer. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('requests Node’s HTTP parser cannot read', () => {
  it.each([
    ['an unknown method', `FOO /${MARKER} HTTP/1.1\r\nHost: localhost\r\n\r\n`, 400],
    ['a request line without a version', `GET /${MARKER}\r\n\r\n`, 400],
    ['oversized headers', `GET /${MARKER} HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`, 431],
  ])('are answered for %s in German JSON, with security headers', async (_name, request, status) => {
    if (!s.app.server.listening) await s.app.listen({ port: 0, host: '127.0.0.1' });
    const answer = await rawExchange((s.app.server.address() as AddressInfo).port, request);
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    expect(head).toMatch(/\r\ncontent-type: application\/json; charset=utf-8\r\n/i);
    expect(head).toMatch(/\r\nContent-Security-Policy: default-src '(none|self)'/);
    expect(Object.keys(JSON.parse(body))).toEqual(['message']);
    expect(body).toMatch(/"message":"Die /);
    expect(body).not.toMatch(FRAMEWORK_WORDING);
  });
});

// Threat: clickjacking, MIME sniffing, script injection through a missing policy, referrer leaks.
// Defence: server/http/securityHeaders.ts on every answer, also Fastify's own early answers (server/app.ts).
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecurityApp, FOREIGN_ORIGIN, nextAddress, type SecurityApp } from '../../test-support/server/security/securityTestApp';

let s: SecurityApp;
let mediaUrl: string;
let assetUrl: string;

beforeAll(async () => {
  s = await createSecurityApp();
  const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c7bc8f' } })
    .png()
    .toBuffer();
  const boundary = 'SecurityHeadersBoundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const upload = await s.call('POST', '/api/uploads', {
    staff: true,
    body: payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(upload.statusCode).toBe(201);
  mediaUrl = upload.json().src;
  assetUrl = /src="(\/assets\/[^"]+\.js)"/.exec((await s.app.inject('/')).body)![1];
}, 120_000);
afterAll(() => s.close());

function expectProtected(response: LightMyRequestResponse, { visitorPage = false } = {}) {
  const { headers } = response;
  const csp = String(headers['content-security-policy'] ?? '');
  expect(csp, 'Content-Security-Policy').not.toBe('');
  // Only own script files, never inline scripts, handlers or eval; no plug-ins, no framing, no foreign <base>.
  const scriptSrc = /(?:^|;)\s*(?:script-src|default-src) ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:|data:/);
  expect(csp).toMatch(/frame-ancestors 'none'/);
  expect(csp).toMatch(/base-uri '(self|none)'/);
  expect(csp).toMatch(/object-src 'none'|default-src 'none'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
  // A visitor's content page goes without (server/render/pages.ts, needsOwnWindowGroup; the describe below).
  expect(headers['cross-origin-opener-policy']).toBe(visitorPage ? undefined : 'same-origin');
  // The API is for this site only: no CORS grant to anybody.
  expect(headers['access-control-allow-origin']).toBeUndefined();
  expect(headers['access-control-allow-credentials']).toBeUndefined();
  // No version banners.
  expect(headers['x-powered-by']).toBeUndefined();
  expect(headers.server).toBeUndefined();
}

const bigBody = JSON.stringify({ name: 'x'.repeat(600_000) });

describe('security headers on every kind of answer', () => {
  const visitorPages: [string, () => Promise<LightMyRequestResponse>, number][] = [
    ['a page', () => s.app.inject('/'), 200],
    ['a listing page', () => s.app.inject('/angebote'), 200],
    ['the 404 page', () => s.app.inject('/gibt-es-nicht'), 404],
    ['a HEAD request', () => s.app.inject({ method: 'HEAD', url: '/' }), 200],
  ];
  const cases: [string, () => Promise<LightMyRequestResponse>, number][] = [
    ['the sign-in page', () => s.app.inject('/login'), 200],
    ['a page for signed-in staff', () => s.call('GET', '/', { staff: true }), 200],
    ['the dashboard redirect', () => s.app.inject('/dashboard'), 302],
    ['the dashboard shell', () => s.call('GET', '/dashboard', { staff: true }), 200],
    ['a payload file', () => s.app.inject('/angebote/_payload.json'), 200],
    ['a missing payload file', () => s.app.inject('/angebote/gibt-es-nicht/_payload.json'), 404],
    ['an unknown method', () => s.app.inject({ method: 'PROPFIND', url: '/' }), 404],
    [
      'a CORS preflight',
      () =>
        s.app.inject({
          method: 'OPTIONS',
          url: '/api/properties',
          headers: { origin: FOREIGN_ORIGIN, 'access-control-request-method': 'PUT' },
        }),
      404,
    ],
    ['an API list', () => s.app.inject('/api/properties'), 200],
    ['an API list read from a foreign origin', () => s.app.inject({ url: '/api/properties', headers: { origin: FOREIGN_ORIGIN } }), 200],
    ['an API 400 (bad query)', () => s.app.inject('/api/properties?sort=kaputt'), 400],
    ['an API 401', () => s.app.inject('/api/inquiries'), 401],
    ['an API 403 (foreign origin)', () => s.call('DELETE', '/api/team/abc', { staff: true, headers: { origin: FOREIGN_ORIGIN } }), 403],
    ['an API 404', () => s.app.inject('/api/gibt-es-nicht'), 404],
    ['an API 405', () => s.call('POST', '/api/settings', { staff: true, body: {} }), 405],
    ['an API 413', () => s.call('POST', '/api/inquiries', { body: bigBody, headers: { 'content-type': 'application/json' } }), 413],
    ['an API 415', () => s.call('POST', '/api/inquiries', { body: '<x/>', headers: { 'content-type': 'application/xml' } }), 415],
    ['malformed JSON', () => s.call('POST', '/api/inquiries', { body: '{"name":', headers: { 'content-type': 'application/json' } }), 400],
    ['a sign-in refusal', () => s.call('POST', '/api/auth/login', { body: { email: 'a@example.de', password: 'falsch-falsch' } }), 401],
    ['a signed-in answer', () => s.call('GET', '/api/auth/me', { staff: true }), 200],
    ['an upload refusal', () => s.call('POST', '/api/uploads', { body: 'x', headers: { 'content-type': 'text/plain' } }), 401],
    ['a media file', () => s.app.inject(mediaUrl), 200],
    ['a missing media file', () => s.app.inject('/media/gibt/es-nicht.webp'), 404],
    ['a hashed asset', () => s.app.inject(assetUrl), 200],
    ['the build manifest', () => s.app.inject('/_app/builds/latest.json'), 200],
    ['a malformed URL', () => s.app.inject('/%'), 400],
    ['a malformed URL under /api/', () => s.app.inject('/api/properties/%E0%A4%A'), 400],
    ['a malformed URL under /media/', () => s.app.inject('/media/%/480.webp'), 400],
  ];

  it.each(cases)('are on %s', async (_name, send, status) => {
    const response = await send();
    expect(response.statusCode).toBe(status);
    expectProtected(response);
  });

  // Nothing personal for another site's window to reach, and the header would cost every first visit a cold browser process.
  it.each(visitorPages)('are on %s, which stays in the visitor’s window group', async (_name, send, status) => {
    const response = await send();
    expect(response.statusCode).toBe(status);
    expectProtected(response, { visitorPage: true });
  });

  it('keep the search request’s page in a window group of its own', async () => {
    expect((await s.app.inject('/suchauftrag')).headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('answer a malformed URL in German, without echoing it', async () => {
    const response = await s.app.inject('/%3Cscript%3E%');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Die Anfrage ist ungültig.' });
    expect(response.body).not.toContain('script');
  });

  it('are on the 429 of the sign-in limit', async () => {
    const address = nextAddress();
    let response: LightMyRequestResponse | undefined;
    for (let attempt = 0; attempt < 11; attempt++) {
      // Failures count, on whatever accounts; the eleventh attempt is refused.
      response = await s.call('POST', '/api/auth/login', {
        body: { email: `raten${attempt}@example.de`, password: 'falsch-falsch' },
        remoteAddress: address,
      });
    }
    expect(response!.statusCode).toBe(429);
    expectProtected(response!);
  });
});

describe('the Content-Security-Policy of pages', () => {
  it('admits only own script files, and no page carries an inline script', async () => {
    for (const url of ['/', '/angebote', '/kontakt', '/gibt-es-nicht']) {
      const response = await s.app.inject(url);
      expect(String(response.headers['content-security-policy'])).toMatch(/script-src 'self';/);
      for (const [tag] of response.body.matchAll(/<script\b[^>]*>/g)) {
        const own = /src="\/assets\//.test(tag) || /type="application\/(ld\+)?json"/.test(tag);
        expect(own, tag).toBe(true);
      }
    }
  });

  it('adds HSTS only when the request came over HTTPS', async () => {
    expect((await s.app.inject('/')).headers['strict-transport-security']).toBeUndefined();
    const https = await s.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('keeps personal data out of caches: no-store on signed-in and sign-in answers', async () => {
    expect((await s.call('GET', '/api/inquiries', { staff: true })).headers['cache-control']).toBe('no-store');
    expect((await s.call('GET', '/api/properties', { staff: true })).headers['cache-control']).toBe('no-store');
    expect((await s.call('POST', '/api/auth/login', { body: {} })).headers['cache-control']).toBe('no-store');
  });
});

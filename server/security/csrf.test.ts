// Threat: a page on another site makes a signed-in member of staff's browser change or delete content, sign out,
// change the password or sign in to the attacker's account (cross-site request forgery).
// Defences: SameSite=Strict cookie (server/auth/sessionCookie.ts) and the Origin/Referer check for every
// state-changing /api/ request (server/auth/csrf.ts, server/auth/authPlugin.ts).
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOREIGN_ORIGIN_MESSAGE } from '../auth/csrf';
import { createSecurityApp, ORIGIN, validRecords, type SecurityApp } from '../../test-support/server/security/securityTestApp';

let s: SecurityApp;
let ids: Record<string, string>;

beforeAll(async () => {
  s = await createSecurityApp();
  ids = {
    properties: (await s.create('properties', validRecords.properties())).id,
    team: (await s.create('team', validRecords.team())).id,
    testimonials: (await s.create('testimonials', validRecords.testimonials())).id,
    numbers: (await s.create('numbers', validRecords.numbers())).id,
    inquiries: (await s.create('inquiries', validRecords.inquiries())).id,
  };
  expect((await s.call('PUT', '/api/settings/agency', { staff: true, body: validRecords.settings() })).statusCode).toBe(200);
}, 120_000);
afterAll(() => s.close());

/** Where a forged request can claim to come from; none of them is this site (http://localhost:80). */
const foreignProvenance: [string, Record<string, string>][] = [
  ['another site', { origin: 'https://evil.example' }],
  ['a look-alike host', { origin: 'http://localhost:80.evil.example' }],
  ['another port of this host', { origin: 'http://localhost:8080' }],
  ['another scheme', { origin: 'https://localhost' }],
  ['a subdomain', { origin: 'http://www.localhost' }],
  ['a sandboxed frame (Origin: null)', { origin: 'null' }],
  ['a garbage Origin', { origin: 'javascript:alert(1)' }],
  ['a foreign Referer without Origin', { referer: 'https://evil.example/seite' }],
  ['neither Origin nor Referer, but the cookie', {}],
];

const jsonBody = (resource: keyof typeof validRecords) => JSON.stringify(validRecords[resource]({}));

/** Every state-changing request the API knows, as a forged form or fetch would send it. */
function attacks(): [string, string, string, string | undefined, string][] {
  const writes: [string, string, string, string | undefined, string][] = [];
  for (const resource of ['properties', 'team', 'testimonials', 'numbers', 'inquiries'] as const) {
    writes.push([`create ${resource}`, 'POST', `/api/${resource}`, jsonBody(resource), 'application/json']);
    writes.push([`update ${resource}`, 'PUT', `/api/${resource}/${ids[resource]}`, jsonBody(resource), 'application/json']);
    writes.push([`delete ${resource}`, 'DELETE', `/api/${resource}/${ids[resource]}`, undefined, 'application/json']);
  }
  writes.push(['update settings', 'PUT', '/api/settings/agency', jsonBody('settings'), 'application/json']);
  // A plain HTML form can send these content types without a preflight.
  writes.push(['create an inquiry with a text/plain form', 'POST', '/api/inquiries', jsonBody('inquiries'), 'text/plain']);
  writes.push([
    'create a team member with an urlencoded form',
    'POST',
    '/api/team',
    'name=Eve&role=Hacker',
    'application/x-www-form-urlencoded',
  ]);
  writes.push([
    'upload with a multipart form',
    'POST',
    '/api/uploads',
    '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nx\r\n--b--\r\n',
    'multipart/form-data; boundary=b',
  ]);
  writes.push(['sign out', 'POST', '/api/auth/logout', undefined, 'application/json']);
  writes.push([
    'change the password',
    'POST',
    '/api/auth/password',
    JSON.stringify({ currentPassword: 'x', newPassword: 'Angreifer-Passwort-1' }),
    'application/json',
  ]);
  // Login CSRF: signing the victim in to the attacker's account.
  writes.push([
    'sign in',
    'POST',
    '/api/auth/login',
    JSON.stringify({ email: 'angreifer@evil.example', password: 'Angreifer-Passwort-1' }),
    'application/json',
  ]);
  writes.push(['a percent-encoded API path', 'DELETE', `/%61pi/team/${ids.team}`, undefined, 'application/json']);
  writes.push(['an unknown API path', 'POST', '/api/gibt-es-nicht', '{}', 'application/json']);
  return writes;
}

describe('forged state-changing requests', () => {
  it.each(foreignProvenance)('from %s are refused with 403 and change nothing', async (_name, provenance) => {
    const before = s.snapshot();
    for (const [what, method, url, body, contentType] of attacks()) {
      const response = await s.app.inject({
        method: method as 'POST',
        url,
        headers: { cookie: s.staffCookie, 'content-type': contentType, ...provenance },
        ...(body !== undefined ? { payload: body } : {}),
      });
      expect(response.statusCode, `${what}: ${response.body}`).toBe(403);
      expect(response.json()).toEqual({ message: FOREIGN_ORIGIN_MESSAGE });
      expect(response.cookies, what).toEqual([]);
    }
    expect(s.snapshot()).toBe(before);
    // Still signed in: the forged logout did nothing either.
    expect((await s.call('GET', '/api/auth/me', { staff: true })).statusCode).toBe(200);
  });

  it('are refused before the body is even read (a forged 600 kB body gets the same 403)', async () => {
    const response = await s.app.inject({
      method: 'POST',
      url: '/api/team',
      headers: { cookie: s.staffCookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(600_000) }),
    });
    expect(response.statusCode).toBe(403);
  });

  it('without a cookie reach their normal answer (a visitor inquiry from curl works, a staff write is 401)', async () => {
    const noCookie = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      s.app.inject({ method, url, ...(payload ? { payload } : {}), remoteAddress: '10.250.0.1' });
    expect((await noCookie('POST', '/api/inquiries', validRecords.inquiries())).statusCode).toBe(201);
    expect((await noCookie('DELETE', `/api/team/${ids.team}`)).statusCode).toBe(401);
  });

  it('from the own origin, with the cookie, work (the check is not simply closed)', async () => {
    const own = await s.app.inject({
      method: 'PUT',
      url: `/api/team/${ids.team}`,
      headers: { cookie: s.staffCookie, origin: ORIGIN },
      payload: validRecords.team({ role: 'Geschäftsführerin' }),
    });
    expect(own.statusCode).toBe(200);
    const byReferer = await s.app.inject({
      method: 'PUT',
      url: `/api/team/${ids.team}`,
      headers: { cookie: s.staffCookie, referer: `${ORIGIN}/dashboard/team` },
      payload: validRecords.team(),
    });
    expect(byReferer.statusCode).toBe(200);
  });
});

describe('reading requests', () => {
  it('never change state, whatever their origin: GET on a write route is no write', async () => {
    const before = s.snapshot();
    const reads: LightMyRequestResponse[] = [];
    for (const url of ['/api/auth/logout', `/api/team/${ids.team}?_method=DELETE`, '/api/auth/password', '/api/uploads']) {
      reads.push(await s.app.inject({ url, headers: { cookie: s.staffCookie, origin: 'https://evil.example' } }));
    }
    for (const response of reads) expect(response.statusCode).toBeLessThan(500);
    expect(s.snapshot()).toBe(before);
    expect((await s.call('GET', '/api/auth/me', { staff: true })).statusCode).toBe(200);
  });

  it('cannot be read by another site: no CORS grant, even to a preflight', async () => {
    const read = await s.app.inject({ url: '/api/inquiries', headers: { cookie: s.staffCookie, origin: 'https://evil.example' } });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await s.app.inject({
      method: 'OPTIONS',
      url: '/api/inquiries',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('keeps the session cookie away from cross-site requests (SameSite=Strict)', async () => {
    const response = await s.call('POST', '/api/auth/login', {
      body: { email: 'sicherheit@rheinkontor-immobilien.de', password: 'Sicherheits-Testpasswort-2025' },
    });
    expect(response.cookies[0]).toMatchObject({ sameSite: 'Strict', httpOnly: true });
  });
});

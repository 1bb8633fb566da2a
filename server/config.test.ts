// TRUST_PROXY: the client address (rate limits, sign-in lock) and the protocol (HSTS, `__Host-` cookie) come from
// X-Forwarded-* only when the setting says so. Off, a client cannot pick its own identity by sending the header.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, startupWarnings } from './config';
import { parsePublicUrl } from './env/publicUrl';
import { parseTrustProxy } from './env/trustProxy';
import { build, type TestApp } from '../test-support/server/build';

describe('TRUST_PROXY', () => {
  it('is off unless set, and off for "false" and "0"', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    for (const value of [undefined, '', ' ', 'false', 'FALSE', '0'])
      expect(readConfig({ TRUST_PROXY: value }).trustProxy, String(value)).toBe(false);
  });

  it('trusts everybody only for "true"', () => {
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy(' True ')).toBe(true);
  });

  it('reads a hop count as "the n nearest hops, counted from the socket\'s peer"', () => {
    const trust = parseTrustProxy('2');
    if (typeof trust !== 'function') throw new Error('expected a function');
    expect([0, 1, 2, 3].map((hop) => trust('203.0.113.7', hop))).toEqual([true, true, false, false]);
    expect(() => parseTrustProxy('11')).toThrow(/hop count/);
  });

  it('reads a comma-separated list of addresses, CIDR ranges and range names', () => {
    expect(parseTrustProxy('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.1/255.255.255.0,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.1/255.255.255.0',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['yes', '10.0.0.0/33', '::1/129', '300.1.1.1', '10.0.0.1,', 'proxy.example', '1.5', '-1', '10.0.0.0/8/8', '::1/255.0.0.0'])(
    'refuses "%s" at start instead of guessing',
    (value) => {
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});

// ---- The whole app: whose address counts ----------------------------------------------------------------

const CLIENT = '198.51.100.20';
const PROXY = '10.0.0.1';
const origin = 'http://localhost:80';

const inquiry = (app: TestApp['app'], remoteAddress: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/inquiries',
    remoteAddress,
    headers: { origin, 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    // Invalid on purpose (400): every attempt counts towards the limit, and nothing is stored.
    payload: JSON.stringify({ name: 'Test' }),
  });

const signIn = (app: TestApp['app'], remoteAddress: string, forwardedFor: string, attempt: number) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    payload: JSON.stringify({ email: `versuch${attempt}@example.de`, password: 'falsches-Passwort' }),
  });

/** Status codes of `count` requests, each with a fresh spoofed X-Forwarded-For. */
async function spoofed(count: number, send: (forwardedFor: string, attempt: number) => Promise<{ statusCode: number }>) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt += 1) statuses.push((await send(`203.0.113.${attempt + 1}`, attempt)).statusCode);
  return statuses;
}

describe.each([
  ['unset (the direct `npm start` case)', undefined],
  ['false', 'false'],
])('with TRUST_PROXY %s', (_name, value) => {
  let t: TestApp;
  beforeAll(async () => {
    // An explicit undefined: build()'s own default (true, as behind a proxy) must not apply here.
    t = await build({ env: { TRUST_PROXY: value, LOGIN_ATTEMPTS: '3' } });
  }, 60_000);
  afterAll(() => t.close());

  it('counts inquiries by the socket address, whatever X-Forwarded-For says', async () => {
    const statuses = await spoofed(7, (forwardedFor) => inquiry(t.app, CLIENT, forwardedFor));
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });

  it('limits sign-in attempts by the socket address, whatever X-Forwarded-For says', async () => {
    const statuses = await spoofed(5, (forwardedFor, attempt) => signIn(t.app, CLIENT, forwardedFor, attempt));
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('ignores X-Forwarded-Proto: no HSTS, no __Host- cookie over plain HTTP', async () => {
    const page = await t.app.inject({ url: '/', remoteAddress: CLIENT, headers: { 'x-forwarded-proto': 'https' } });
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('with TRUST_PROXY true', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ env: { TRUST_PROXY: 'true', LOGIN_ATTEMPTS: '3' } });
  }, 60_000);
  afterAll(() => t.close());

  it('counts inquiries by the forwarded address', async () => {
    expect(await spoofed(7, (forwardedFor) => inquiry(t.app, PROXY, forwardedFor))).toEqual(Array(7).fill(400));
    // … and one forwarded address is limited however many proxies it comes through.
    const statuses = await spoofed(7, (_forwardedFor, attempt) => inquiry(t.app, `10.0.1.${attempt + 1}`, CLIENT));
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });

  it('limits sign-in attempts by the forwarded address', async () => {
    expect(await spoofed(5, (forwardedFor, attempt) => signIn(t.app, PROXY, forwardedFor, attempt))).toEqual(Array(5).fill(401));
  });

  it('believes X-Forwarded-Proto', async () => {
    const page = await t.app.inject({ url: '/', remoteAddress: PROXY, headers: { 'x-forwarded-proto': 'https' } });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('with TRUST_PROXY as an address list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ env: { TRUST_PROXY: `${PROXY},192.0.2.0/24` } });
  }, 60_000);
  afterAll(() => t.close());

  it('believes the forwarded address only from the listed proxies', async () => {
    expect(await spoofed(6, (forwardedFor) => inquiry(t.app, PROXY, forwardedFor))).toEqual(Array(6).fill(400));
    expect(await spoofed(6, (forwardedFor) => inquiry(t.app, '192.0.2.77', forwardedFor))).toEqual(Array(6).fill(400));
    // A client that talks to the server directly cannot pick its own address.
    expect(await spoofed(7, (forwardedFor) => inquiry(t.app, CLIENT, forwardedFor))).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });

  it('believes X-Forwarded-Proto only from the listed proxies', async () => {
    const viaProxy = await t.app.inject({ url: '/', remoteAddress: PROXY, headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers['strict-transport-security']).toBeDefined();
    const direct = await t.app.inject({ url: '/', remoteAddress: CLIENT, headers: { 'x-forwarded-proto': 'https' } });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });

  it('does not let a client behind the proxy choose its address with a forged prefix', async () => {
    // The proxy appends the address it saw; the entry before it is the client's own claim.
    const statuses = await spoofed(7, (forwardedFor) => inquiry(t.app, PROXY, `${forwardedFor}, 198.51.100.21`));
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });
});

describe('with TRUST_PROXY as a hop count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ env: { TRUST_PROXY: '1' } });
  }, 60_000);
  afterAll(() => t.close());

  it('takes the address the nearest proxy saw, not what the client wrote before it', async () => {
    // Cloud Run: the peer is Google's front end, which appends the caller's address to X-Forwarded-For.
    const statuses = await spoofed(7, (forwardedFor) => inquiry(t.app, PROXY, `${forwardedFor}, ${CLIENT}`));
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    expect(await spoofed(6, (_forwardedFor, attempt) => inquiry(t.app, PROXY, `198.51.100.${100 + attempt}`))).toEqual(Array(6).fill(400));
  });
});

// PUBLIC_URL: the site's origin. What the server accepts decides which hosts it answers (server/http/publicHost.ts).
describe('PUBLIC_URL', () => {
  it('is read as an origin', () => {
    expect(readConfig({}).publicUrl).toBeUndefined();
    expect(readConfig({ PUBLIC_URL: ' ' }).publicUrl).toBeUndefined();
    expect(parsePublicUrl('https://www.rheinkontor-immobilien.de/')).toBe('https://www.rheinkontor-immobilien.de');
    expect(parsePublicUrl('HTTPS://WWW.Example.de:443')).toBe('https://www.example.de');
    expect(parsePublicUrl('http://localhost:4173')).toBe('http://localhost:4173');
  });

  it.each([
    'www.example.de',
    'ftp://example.de',
    'https://example.de/unterseite',
    'https://user:geheim@example.de',
    'https://example.de/?x=1',
    'https://example.de/#a',
    'https://',
  ])('refuses "%s" at start instead of guessing', (value) => {
    expect(() => readConfig({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL must be the site's origin/);
  });

  it('gives the production start a clear warning when it is missing, and none when it is set', () => {
    const [warning, ...more] = startupWarnings(readConfig({}));
    expect(more).toEqual([]);
    expect(warning).toMatch(/^PUBLIC_URL is not set: /);
    expect(warning).toContain('Host header');
    expect(startupWarnings(readConfig({ PUBLIC_URL: 'https://www.example.de' }))).toEqual([]);
  });
});

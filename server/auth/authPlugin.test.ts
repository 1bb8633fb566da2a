import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, authPlugins, login, ORIGIN, post } from '../../test-support/server/authPlugins';
import { build } from '../../test-support/server/build';

let app: FastifyInstance;
afterEach(() => app?.close());

const FOREIGN = { message: 'Anfrage von fremder Herkunft abgelehnt.' };
const passwordChange = { currentPassword: ADMIN.password, newPassword: 'Uebernommen-2025' };

describe('CSRF protection of /api/', () => {
  it('refuses a state-changing request from another origin even with a valid cookie, and changes nothing', async () => {
    ({ app } = await build({ plugins: authPlugins() }));
    const { cookieHeader } = await login(app);
    const attack = await post(app, '/api/auth/password', passwordChange, {
      headers: { origin: 'https://evil.example', cookie: cookieHeader },
    });
    expect(attack.statusCode).toBe(403);
    expect(attack.json()).toEqual(FOREIGN);
    const logout = await post(app, '/api/auth/logout', undefined, { headers: { origin: 'https://evil.example', cookie: cookieHeader } });
    expect(logout.statusCode).toBe(403);
    // Still signed in, and the old password still works.
    expect((await app.inject({ url: '/api/auth/me', headers: { cookie: cookieHeader } })).statusCode).toBe(200);
    expect((await login(app, ADMIN.email, ADMIN.password, { remoteAddress: '10.9.0.1' })).response.statusCode).toBe(200);
  });

  it('judges by the Referer when the Origin is missing', async () => {
    ({ app } = await build({ plugins: authPlugins() }));
    const { cookieHeader } = await login(app);
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/private',
      headers: { cookie: cookieHeader, referer: 'https://evil.example/seite' },
    });
    expect(foreign.statusCode).toBe(403);
    const own = await app.inject({
      method: 'POST',
      url: '/api/private',
      headers: { cookie: cookieHeader, referer: `${ORIGIN}/dashboard` },
    });
    expect(own.statusCode).toBe(200);
  });

  it('refuses a cookie-carrying request that names no origin, but lets a cookieless one reach its normal 401', async () => {
    ({ app } = await build({ plugins: authPlugins() }));
    const { cookieHeader } = await login(app);
    const hidden = await app.inject({ method: 'POST', url: '/api/private', headers: { cookie: cookieHeader } });
    expect(hidden.statusCode).toBe(403);
    const curl = await app.inject({ method: 'POST', url: '/api/private' });
    expect(curl.statusCode).toBe(401);
    expect(curl.json()).toEqual({ message: 'Bitte melden Sie sich an.' });
  });

  it('is not bypassed by a Bearer token, which the embedded server does not take for a sign-in at all', async () => {
    ({ app } = await build({ plugins: authPlugins() }));
    const { cookieHeader } = await login(app);
    const bearer = { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' };
    const attack = await app.inject({
      method: 'POST',
      url: '/api/private',
      headers: { ...bearer, origin: 'https://evil.example', cookie: cookieHeader },
    });
    expect(attack.statusCode).toBe(403);
    expect(attack.json()).toEqual(FOREIGN);
    const tokenOnly = await app.inject({ method: 'POST', url: '/api/private', headers: { ...bearer, origin: ORIGIN } });
    expect(tokenOnly.statusCode).toBe(401);
  });

  it('also guards a percent-encoded path that reaches an /api/ route', async () => {
    ({ app } = await build({ plugins: authPlugins() }));
    const { cookieHeader } = await login(app);
    const sneaky = await app.inject({
      method: 'POST',
      url: '/%61pi/auth/logout',
      headers: { origin: 'https://evil.example', cookie: cookieHeader },
    });
    expect(sneaky.statusCode).toBe(403);
    expect((await app.inject({ url: '/%61pi/auth/me', headers: { cookie: cookieHeader } })).statusCode).toBe(200);
  });

  it('leaves reading requests alone', async () => {
    ({ app } = await build({ plugins: authPlugins() }));
    const { cookieHeader } = await login(app);
    const read = await app.inject({ url: '/api/private', headers: { origin: 'https://evil.example', cookie: cookieHeader } });
    expect(read.statusCode).toBe(200);
  });
});

describe('the session cookie over HTTPS (behind the proxy)', () => {
  const https = { 'x-forwarded-proto': 'https', host: 'www.rheinkontor-immobilien.de' };
  const httpsOrigin = 'https://www.rheinkontor-immobilien.de';

  it('is __Host-sid with Secure, and only that name counts over HTTPS', async () => {
    ({ app } = await build({ plugins: authPlugins() }));
    const { response, cookie } = await login(app, ADMIN.email, ADMIN.password, { headers: { ...https, origin: httpsOrigin } });
    expect(response.statusCode).toBe(200);
    expect(cookie).toMatchObject({ name: '__Host-sid', secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.domain).toBeUndefined();
    const me = (cookieHeader: string) => app.inject({ url: '/api/auth/me', headers: { ...https, cookie: cookieHeader } });
    expect((await me(`__Host-sid=${cookie?.value}`)).statusCode).toBe(200);
    // A plain "sid" could have been planted by a subdomain; over HTTPS it is ignored.
    expect((await me(`sid=${cookie?.value}`)).statusCode).toBe(401);
  });

  it('clears __Host-sid on logout with the attributes the browser needs to accept it', async () => {
    ({ app } = await build({ plugins: authPlugins() }));
    const { cookie } = await login(app, ADMIN.email, ADMIN.password, { headers: { ...https, origin: httpsOrigin } });
    const response = await post(app, '/api/auth/logout', undefined, {
      headers: { ...https, origin: httpsOrigin, cookie: `__Host-sid=${cookie?.value}` },
    });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === '__Host-sid')).toMatchObject({ value: '', secure: true, path: '/' });
  });

  it('compares the Origin with the forwarded protocol', async () => {
    ({ app } = await build({ plugins: authPlugins() }));
    const { response } = await login(app, ADMIN.email, ADMIN.password, {
      headers: { ...https, origin: 'http://www.rheinkontor-immobilien.de' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('Cache-Control', () => {
  it('is no-store for every /api/auth answer and for signed-in answers', async () => {
    ({ app } = await build({ plugins: authPlugins() }));
    const { cookieHeader } = await login(app);
    expect((await app.inject('/api/auth/me')).headers['cache-control']).toBe('no-store');
    expect((await post(app, '/api/auth/login', {})).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ url: '/api/private', headers: { cookie: cookieHeader } })).headers['cache-control']).toBe('no-store');
    expect((await app.inject('/api/private')).headers['cache-control']).toBeUndefined();
  });
});

describe('app.sessionSource', () => {
  it('reads the session cookie of a WHATWG Request for the page guards', async () => {
    ({ app } = await build({ plugins: authPlugins() }));
    const { cookie } = await login(app);
    const request = (url: string, cookieHeader?: string) => new Request(url, { headers: cookieHeader ? { cookie: cookieHeader } : {} });
    const session = await app.sessionSource.getSession(
      request('http://localhost/dashboard', `viewport=desktopMedium; sid=${cookie?.value}`),
    );
    expect(session).toEqual({ email: ADMIN.email, name: 'Administrator' });
    expect(await app.sessionSource.getSession(request('http://localhost/dashboard'))).toBeNull();
    expect(await app.sessionSource.getSession(request('http://localhost/dashboard', 'sid=erfunden'))).toBeNull();
    // Over HTTPS only __Host-sid counts, as for the API.
    expect(await app.sessionSource.getSession(request('https://localhost/dashboard', `sid=${cookie?.value}`))).toBeNull();
    expect(await app.sessionSource.getSession(request('https://localhost/dashboard', `__Host-sid=${cookie?.value}`))).toEqual(session);
  });

  it('sees a signed-out session as null', async () => {
    ({ app } = await build({ plugins: authPlugins() }));
    const { cookieHeader } = await login(app);
    await post(app, '/api/auth/logout', undefined, { headers: { cookie: cookieHeader } });
    expect(await app.sessionSource.getSession(new Request('http://localhost/dashboard', { headers: { cookie: cookieHeader } }))).toBeNull();
  });
});

describe('session expiry through the plugin', () => {
  it('ends a session after two idle hours', async () => {
    let now = Date.UTC(2025, 0, 6, 8, 0);
    ({ app } = await build({ plugins: authPlugins({ now: () => now }) }));
    const { cookieHeader } = await login(app);
    now += 2 * 60 * 60 * 1000;
    expect((await app.inject({ url: '/api/auth/me', headers: { cookie: cookieHeader } })).statusCode).toBe(401);
  });
});

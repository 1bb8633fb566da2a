import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../test-support/server/build';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await build();
});
afterAll(() => testApp.close());

describe('security headers', () => {
  it("run only the site's own script files, and the page has no inline script to need more", async () => {
    const response = await testApp.app.inject('/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const inlineScripts = [...response.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")([^>]*)>/g)];
    expect(inlineScripts).toEqual([]);
    // The router's state is in the data block instead.
    expect(response.body).toMatch(/<script id="app-data" type="application\/json"[^>]*>\{[^<]*"router":\{"loaderData"/);
  });

  it.each(['/', '/api/properties', '/favicon.ico', '/gibt-es-nicht'])('are on %s', async (url) => {
    const { headers } = await testApp.app.inject(url);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['content-security-policy']).toBeDefined();
  });

  it('allow no frames and no other origins in embedded mode', async () => {
    const csp = String((await testApp.app.inject('/')).headers['content-security-policy']);
    expect(csp).toContain("frame-src 'none'");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain('googleapis');
  });

  it('add HSTS only over HTTPS', async () => {
    expect((await testApp.app.inject('/')).headers['strict-transport-security']).toBeUndefined();
    const https = await testApp.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

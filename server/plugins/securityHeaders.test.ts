import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('security headers', () => {
  it('allow only nonce-carrying inline scripts, and the page uses that nonce', async () => {
    const response = await testApp.app.inject('/');
    const csp = String(response.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).toContain("script-src 'self' 'nonce-");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const inlineScripts = [...response.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")([^>]*)>/g)];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it('use a new nonce for every response', async () => {
    const first = String((await testApp.app.inject('/')).headers['content-security-policy']);
    const second = String((await testApp.app.inject('/')).headers['content-security-policy']);
    expect(first).not.toBe(second);
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

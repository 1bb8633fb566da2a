import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import securityHeaders from './securityHeaders';
import { firebaseCspSources } from './firebaseCspSources';

describe('CSP in Firebase mode', () => {
  it('lets the page reach Firebase, its sign-in popup and, after consent, Analytics — and nothing else', async () => {
    const app = Fastify();
    await app.register(securityHeaders, { extraSources: firebaseCspSources('rheinkontor.firebaseapp.com') });
    app.get('/', async () => 'ok');
    const csp = String((await app.inject('/')).headers['content-security-policy']);
    await app.close();
    expect(csp).toContain("connect-src 'self' https://*.googleapis.com");
    expect(csp).toContain('frame-src https://rheinkontor.firebaseapp.com');
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

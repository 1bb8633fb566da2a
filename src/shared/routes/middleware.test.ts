import { describe, expect, it } from 'vitest';
import type { SessionSource } from '../auth/session';
import { auth, resolveMiddleware, routeMiddleware } from './middleware';

const signedOut: SessionSource = { getSession: async () => null };
const signedIn: SessionSource = { getSession: async () => ({ email: 'anna@example.de' }) };

async function thrown(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('route middleware', () => {
  it('fails with "Unknown route middleware" for a guard that is not registered', () => {
    expect(() => resolveMiddleware(['auth', 'admin-only'])).toThrowError(/^Unknown route middleware$/);
    expect(() => resolveMiddleware(['toString'])).toThrow('Unknown route middleware');
  });

  it('registers the auth guard', () => {
    expect(routeMiddleware.auth).toBe(auth);
  });

  it('sends signed-out visitors to /login with the page they asked for', async () => {
    const request = new Request('http://localhost/dashboard/properties?page=2');
    const response = await thrown(resolveMiddleware(['auth'])({ request, session: signedOut }) as Promise<void>);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(302);
    expect((response as Response).headers.get('Location')).toBe('/login?redirect=%2Fdashboard%2Fproperties%3Fpage%3D2');
  });

  it('lets signed-in staff through', async () => {
    const request = new Request('http://localhost/dashboard');
    await expect(resolveMiddleware(['auth'])({ request, session: signedIn })).resolves.toBeUndefined();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider, type StaffAuthService } from './authProvider';

const location = { pathname: '/dashboard/team/t1', search: '?tab=1' } as Location;
const service = (user: { email: string; name?: string } | null): StaffAuthService => ({
  signIn: vi.fn(async () => ({ ok: false as const, message: 'Die Anmeldung ist fehlgeschlagen.' })),
  currentUser: vi.fn(async () => user),
  signOut: vi.fn(async () => {}),
});
const backHere = '/login?redirect=%2Fdashboard%2Fteam%2Ft1%3Ftab%3D1';

describe('the dashboard’s auth provider', () => {
  it('lets signed-in staff in and names them', async () => {
    const auth = createAuthProvider(service({ email: 'anna@rheinkontor-immobilien.de', name: 'Anna Berger' }), location);
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    await expect(auth.getIdentity!()).resolves.toEqual({ id: 'anna@rheinkontor-immobilien.de', fullName: 'Anna Berger' });
  });

  it('answers the role checks of one page with one question to the server', async () => {
    const staffAuth = service({ email: 'rita@rheinkontor-immobilien.de', role: 'editor' } as never);
    const auth = createAuthProvider(staffAuth, location);
    const answers = await Promise.all(
      ['properties', 'portals', 'settings', 'inquiries', 'accounts'].map((resource) => auth.canAccess!({ resource, action: 'list' })),
    );
    // The agency settings' one screen is their edit form: an editor does not get it.
    expect(answers).toEqual([true, false, false, true, false]);
    expect(staffAuth.currentUser).toHaveBeenCalledTimes(1);
  });

  it('sends signed-out staff to the public login page, which brings them back', async () => {
    await expect(createAuthProvider(service(null), location).checkAuth({})).rejects.toEqual({ redirectTo: backHere });
  });

  it('leaves signed-out staff to the login redirect instead of the access-denied page', async () => {
    const auth = createAuthProvider(service(null), location);
    await expect(auth.canAccess!({ resource: 'accounts', action: 'list' })).resolves.toBe(true);
    await expect(auth.checkAuth({})).rejects.toEqual({ redirectTo: backHere });
  });

  it('treats a 401 from the API as the end of the session, other errors not', async () => {
    const auth = createAuthProvider(service({ email: 'anna@rheinkontor-immobilien.de' }), location);
    await expect(auth.checkError({ status: 401 })).rejects.toEqual({ redirectTo: backHere });
    await expect(auth.checkError({ status: 400 })).resolves.toBeUndefined();
  });

  it('signs out with the service and ends on the plain login page', async () => {
    const staffAuth = service({ email: 'anna@rheinkontor-immobilien.de' });
    await expect(createAuthProvider(staffAuth, location).logout({})).resolves.toBe('/login');
    expect(staffAuth.signOut).toHaveBeenCalled();
  });

  it('after a session that ended by itself, ends on the login page that brings staff back', async () => {
    await expect(createAuthProvider(service(null), location).logout({})).resolves.toBe(backHere);
  });

  it('does not navigate again once the dashboard has handed over to the login page', async () => {
    const onLoginPage = { pathname: '/login', search: '?redirect=%2Fdashboard%2Fteam' } as Location;
    await expect(createAuthProvider(service(null), onLoginPage).logout({})).resolves.toBe(false);
    await expect(createAuthProvider(service(null), onLoginPage).checkAuth({})).rejects.toEqual({ redirectTo: '/login' });
  });

  it('reports a failed sign-in with the service’s message', async () => {
    await expect(createAuthProvider(service(null), location).login({ email: 'a@b.de', password: 'x' })).rejects.toThrow(
      'Die Anmeldung ist fehlgeschlagen.',
    );
  });
});

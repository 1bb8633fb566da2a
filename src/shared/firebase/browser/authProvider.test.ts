import { describe, expect, it } from 'vitest';
import { createFirebaseAuthProvider } from './authProvider';
import type { FirebaseStaffAuth, StaffUser } from './authService';

const anna: StaffUser = { uid: 'u1', email: 'anna@rheinkontor-immobilien.de', name: 'Anna Berger', role: 'admin' };
const place = { pathname: '/dashboard/properties', search: '?page=2' };
const backTo = '/login?redirect=%2Fdashboard%2Fproperties%3Fpage%3D2';

function service(user: StaffUser | null, overrides: Partial<FirebaseStaffAuth> = {}): FirebaseStaffAuth & { signedOut: number } {
  const state = { user, signedOut: 0 };
  return {
    providers: ['password', 'google'],
    signIn: async (email, password) =>
      password === 'richtig' ? { ok: true, user: { email } } : { ok: false, message: 'E-Mail-Adresse oder Passwort ist falsch.' },
    signInWith: async () => null,
    completeRedirect: async () => null,
    startPhoneSignIn: async () => ({ ok: false, message: 'nein' }),
    currentUser: async () => state.user,
    signOut: async () => {
      state.signedOut += 1;
      state.user = null;
    },
    requestPasswordReset: async () => ({ ok: true, message: 'gesendet' }),
    get signedOut() {
      return state.signedOut;
    },
    ...overrides,
  };
}

describe('react-admin auth provider in Firebase mode', () => {
  it('signs in with e-mail and password and passes on the German refusal', async () => {
    const provider = createFirebaseAuthProvider(service(null), place);
    await expect(provider.login({ email: 'anna@rheinkontor-immobilien.de', password: 'richtig' })).resolves.toBeUndefined();
    await expect(provider.login({ email: 'anna@rheinkontor-immobilien.de', password: 'falsch' })).rejects.toThrow(
      'E-Mail-Adresse oder Passwort ist falsch.',
    );
  });

  it('lets only signed-in staff into the dashboard, sending everyone else to /login and back', async () => {
    await expect(createFirebaseAuthProvider(service(anna), place).checkAuth({})).resolves.toBeUndefined();
    await expect(createFirebaseAuthProvider(service(null), place).checkAuth({})).rejects.toEqual({ redirectTo: backTo });
  });

  it('ends the session on 401, and on 403 only when the user is no longer staff', async () => {
    const staff = createFirebaseAuthProvider(service(anna), place);
    await expect(staff.checkError({ status: 401 })).rejects.toEqual({ redirectTo: backTo });
    await expect(staff.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(staff.checkError({ status: 500 })).resolves.toBeUndefined();
    await expect(createFirebaseAuthProvider(service(null), place).checkError({ status: 403 })).rejects.toEqual({ redirectTo: backTo });
  });

  it('shows who is signed in and what they may do', async () => {
    const provider = createFirebaseAuthProvider(service({ ...anna, photoUrl: 'https://lh3.example/a.jpg' }), place);
    expect(await provider.getIdentity!()).toEqual({ id: 'u1', fullName: 'Anna Berger', avatar: 'https://lh3.example/a.jpg' });
    expect(await provider.getPermissions!({})).toBe('admin');
    expect(await createFirebaseAuthProvider(service(null), place).getPermissions!({})).toBeNull();
  });

  it('signs out to the plain login page, or back to where the session ended', async () => {
    const signedIn = service(anna);
    expect(await createFirebaseAuthProvider(signedIn, place).logout({})).toBe('/login');
    expect(signedIn.signedOut).toBe(1);
    expect(await createFirebaseAuthProvider(service(null), place).logout({})).toBe(backTo);
  });
});

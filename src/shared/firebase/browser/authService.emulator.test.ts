import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
} from 'firebase/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOT_STAFF, RESET_SENT, WRONG_CREDENTIALS } from './authErrors';
import { createFirebaseAuthProvider } from './authProvider';
import { createFirebaseStaffAuth, type StaffEntry } from './authService';
import { firebaseSessionSource } from './session';
import { startAuthEmulator, type AuthEmulator } from '../../../../test-support/firebase/authEmulator';

/**
 * The Firebase sign-in against firebase-tools' Authentication emulator, started by the test itself
 * (offline, about 10–25 s). Firestore cannot run here, so the staff list is a map: in production
 * firestoreStaffLookup reads staff/{uid}.
 */
const ANNA = { email: 'anna.berger@rheinkontor-immobilien.de', password: 'Rheinblick-2026!' };
const GAST = { email: 'gast@example.de', password: 'Nur-ein-Konto-2026' };

let emulator: AuthEmulator;
let app: FirebaseApp;
let auth: Auth;
const staffList = new Map<string, StaffEntry>();
let lookups = 0;
const isStaff = async (uid: string) => {
  lookups += 1;
  return staffList.get(uid) ?? null;
};
const service = (staffCheckMs?: number) => createFirebaseStaffAuth({ auth, isStaff, providers: ['password'], staffCheckMs });

beforeAll(async () => {
  emulator = await startAuthEmulator();
  app = initializeApp(
    { apiKey: 'demo-api-key', authDomain: 'localhost', projectId: emulator.projectId },
    `auth-emulator-test-${Date.now()}`,
  );
  auth = getAuth(app);
  connectAuthEmulator(auth, `http://${emulator.host}`, { disableWarnings: true });
  // Accounts as an admin creates them in the console; only Anna gets a staff entry.
  const anna = await createUserWithEmailAndPassword(auth, ANNA.email, ANNA.password);
  staffList.set(anna.user.uid, { role: 'admin', name: 'Anna Berger' });
  await createUserWithEmailAndPassword(auth, GAST.email, GAST.password);
  await signOut(auth);
}, 120_000);

afterAll(async () => {
  if (app) await deleteApp(app);
  await emulator?.stop();
}, 30_000);

beforeEach(async () => {
  await signOut(auth);
});

describe('Firebase sign-in (Auth emulator)', () => {
  it('lets a member of staff in and knows their role', async () => {
    const staffAuth = service();
    expect(await staffAuth.signIn(` ${ANNA.email} `, ANNA.password)).toEqual({
      ok: true,
      user: { email: ANNA.email, name: 'Anna Berger' },
    });
    expect(await staffAuth.currentUser()).toMatchObject({ email: ANNA.email, name: 'Anna Berger', role: 'admin', uid: expect.any(String) });
    expect(await firebaseSessionSource(staffAuth).getSession(new Request('http://localhost/dashboard'))).toEqual({
      email: ANNA.email,
      name: 'Anna Berger',
    });
  });

  it('refuses an account without a staff entry, in German, and signs it out again', async () => {
    const result = await service().signIn(GAST.email, GAST.password);
    expect(result).toEqual({ ok: false, message: NOT_STAFF });
    expect(auth.currentUser).toBeNull();
  });

  it('lets someone in who was added to the staff list after a refused attempt', async () => {
    const staffAuth = service();
    expect(await staffAuth.signIn(GAST.email, GAST.password)).toEqual({ ok: false, message: NOT_STAFF });
    const { uid } = (await signInWithEmailAndPassword(auth, GAST.email, GAST.password)).user;
    await signOut(auth);
    staffList.set(uid, { role: 'editor', name: 'Gabi Gast' });
    try {
      expect(await staffAuth.signIn(GAST.email, GAST.password)).toEqual({ ok: true, user: { email: GAST.email, name: 'Gabi Gast' } });
    } finally {
      staffList.delete(uid);
    }
  });

  it('answers a wrong password and an unknown address alike, and marks a malformed address', async () => {
    const staffAuth = service();
    expect(await staffAuth.signIn(ANNA.email, 'falsch-geraten')).toEqual({ ok: false, message: WRONG_CREDENTIALS });
    expect(await staffAuth.signIn('niemand@rheinkontor-immobilien.de', 'egal-was-123')).toEqual({ ok: false, message: WRONG_CREDENTIALS });
    expect(await staffAuth.signIn('kein-at-zeichen', 'egal-was-123')).toMatchObject({
      ok: false,
      fieldErrors: { email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
    });
    expect(auth.currentUser).toBeNull();
  });

  it('checks the session and signs out through the react-admin auth provider', async () => {
    const staffAuth = service();
    const provider = createFirebaseAuthProvider(staffAuth, { pathname: '/dashboard/team', search: '' });
    await expect(provider.checkAuth({})).rejects.toEqual({ redirectTo: '/login?redirect=%2Fdashboard%2Fteam' });
    await provider.login({ email: ANNA.email, password: ANNA.password });
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    expect(await provider.getPermissions!({})).toBe('admin');
    expect(await provider.logout({})).toBe('/login');
    expect(auth.currentUser).toBeNull();
    await expect(provider.checkAuth({})).rejects.toMatchObject({ redirectTo: expect.stringMatching(/^\/login/) });
  });

  it('notices a member of staff removed from the list once the check is due', async () => {
    let clock = 0;
    const staffAuth = createFirebaseStaffAuth({ auth, isStaff, now: () => clock, staffCheckMs: 1000 });
    expect((await staffAuth.signIn(ANNA.email, ANNA.password)).ok).toBe(true);
    const uid = auth.currentUser!.uid;
    const entry = staffList.get(uid)!;
    staffList.delete(uid);
    try {
      const before = lookups;
      expect(await staffAuth.currentUser()).not.toBeNull();
      expect(lookups).toBe(before);
      clock = 1000;
      expect(await staffAuth.currentUser()).toBeNull();
      expect(auth.currentUser).toBeNull();
    } finally {
      staffList.set(uid, entry);
    }
  });

  it('sends the password reset e-mail, and says the same for an unknown address', async () => {
    const staffAuth = service();
    expect(await staffAuth.requestPasswordReset(ANNA.email, 'http://localhost/login')).toEqual({ ok: true, message: RESET_SENT });
    expect(await staffAuth.requestPasswordReset('niemand@rheinkontor-immobilien.de')).toEqual({ ok: true, message: RESET_SENT });
    const sent = await emulator.sentEmails();
    expect(sent.filter((mail) => mail.requestType === 'PASSWORD_RESET').map((mail) => mail.email)).toEqual([ANNA.email]);
    expect(await staffAuth.requestPasswordReset('kaputt')).toMatchObject({ ok: false, fieldErrors: { email: expect.any(String) } });
  });

  it('refuses sign-in methods the agency has not switched on', async () => {
    expect(await service().signInWith('google')).toEqual({
      ok: false,
      message: 'Diese Anmeldeart ist für Ihre Agentur nicht freigeschaltet.',
    });
    expect(await service().startPhoneSignIn('+49 151 23456789', { type: 'recaptcha', verify: async () => 'token' })).toEqual({
      ok: false,
      message: 'Diese Anmeldeart ist für Ihre Agentur nicht freigeschaltet.',
    });
  });
});

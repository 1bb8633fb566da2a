import Fastify, { type FastifyInstance } from 'fastify';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
} from 'firebase/auth';
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTVerifyGetKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffFetch } from '../../shared/auth/staffFetch';
import { idTokenFetch } from '../../shared/firebase/browser/idTokenFetch';
import { STAFF_COLLECTION } from '../../shared/firebase/staffList';
import { mailPreviewsApi } from '../../shared/mail/outboxApi';
import { agency } from '../../../test-support/firebase/records';
import { startAuthEmulator, type AuthEmulator } from '../../../test-support/firebase/authEmulator';
import { MemoryFirestore } from '../../../test-support/firebase/memoryFirestore';
import mailPreviewRoutes from '../../../server/mail/mailPreviewRoutes';
import { firebaseStaffGuard, NOT_STAFF } from '../../../server/auth/firebaseStaffGuard';
import { idTokenVerifier, InvalidIdTokenError } from '../../../server/auth/firebaseStaffToken';

/**
 * Real ID tokens of firebase-tools' Authentication emulator (started by the test, offline): unsigned, as the Firebase
 * docs describe them, so accepted only where the configuration names the emulator. And the dashboard's request as it
 * goes in Firebase mode: the SDK's token in the header (idTokenFetch), over HTTP, to the server's staff check.
 */
const ANNA = { email: 'anna.berger@rheinkontor-immobilien.de', password: 'Rheinblick-2026!' };
const GAST = { email: 'gast@example.de', password: 'Nur-ein-Konto-2026' };

let emulator: AuthEmulator;
let app: FirebaseApp;
let auth: Auth;
let server: FastifyInstance;
let base: string;
let token: string;
let uid: string;
/** Keys that are not the emulator's (it has none): what a server without the emulator would check against. */
let otherKeys: JWTVerifyGetKey;

beforeAll(async () => {
  emulator = await startAuthEmulator();
  app = initializeApp(
    { apiKey: 'demo-api-key', authDomain: 'localhost', projectId: emulator.projectId },
    `staff-token-emulator-${Date.now()}`,
  );
  auth = getAuth(app);
  connectAuthEmulator(auth, `http://${emulator.host}`, { disableWarnings: true });
  await createUserWithEmailAndPassword(auth, GAST.email, GAST.password);
  const { user } = await createUserWithEmailAndPassword(auth, ANNA.email, ANNA.password);
  token = await user.getIdToken();
  uid = user.uid;
  otherKeys = createLocalJWKSet({
    keys: [{ ...(await exportJWK((await generateKeyPair('RS256')).publicKey)), kid: 'key-1', alg: 'RS256' }],
  });

  // The server as firebaseBackend.ts sets it up with the emulator configured; only Anna is in the staff list.
  const staffList = new MemoryFirestore();
  await staffList.commit([
    {
      kind: 'set',
      collection: STAFF_COLLECTION,
      id: uid,
      fields: { email: ANNA.email, role: 'admin' },
      meta: { createdAt: 'now', updatedAt: 'now', createdBy: null, updatedBy: null },
    },
  ]);
  server = Fastify({ logger: false });
  const requireStaff = firebaseStaffGuard({
    verify: idTokenVerifier({ projectId: emulator.projectId, keys: otherKeys, authEmulator: emulator.host }),
    staffList,
  });
  await server.register(mailPreviewRoutes, { requireStaff, settings: async () => agency });
  base = await server.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (app) await deleteApp(app);
  await emulator?.stop();
});

describe('ID tokens of the Auth emulator', () => {
  it('are accepted with their claims checked when the emulator is configured', async () => {
    const verify = idTokenVerifier({ projectId: emulator.projectId, keys: otherKeys, authEmulator: emulator.host });
    expect(await verify(token)).toEqual({ uid, email: ANNA.email });
    // Unsigned is not unchecked: another project's server refuses the token.
    await expect(
      idTokenVerifier({ projectId: 'demo-anderes-projekt', keys: otherKeys, authEmulator: emulator.host })(token),
    ).rejects.toThrow(InvalidIdTokenError);
  });

  it('are refused without the emulator configured', async () => {
    await expect(idTokenVerifier({ projectId: emulator.projectId, keys: otherKeys })(token)).rejects.toThrow(InvalidIdTokenError);
  });
});

describe('the dashboard’s requests to the staff routes in Firebase mode', () => {
  // The dashboard asks for /api/… on its own origin; here the server listens elsewhere.
  const previews = () => {
    const staffFetch = idTokenFetch(auth);
    return mailPreviewsApi(((path, init) => staffFetch(`${base}${path}`, init)) satisfies StaffFetch);
  };

  it('carry the signed-in member of staff’s ID token, and show the templates', async () => {
    await signInWithEmailAndPassword(auth, ANNA.email, ANNA.password);
    expect(await previews().names()).toEqual(expect.arrayContaining(['inquiry-staff', 'test']));
    expect((await previews().render('test')).html).toContain('Rheinkontor Immobilien GmbH');
  });

  it('bring the server’s German refusal to someone not in the staff list, and to nobody signed in', async () => {
    await signInWithEmailAndPassword(auth, GAST.email, GAST.password);
    await expect(previews().names()).rejects.toThrow(NOT_STAFF);
    await signOut(auth);
    await expect(previews().names()).rejects.toThrow('Bitte melden Sie sich an.');
  });
});

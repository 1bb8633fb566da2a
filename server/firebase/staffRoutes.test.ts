import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type CryptoKey, type JWTVerifyGetKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortDataProvider } from '../../src/shared/firebase/dataProvider';
import { STAFF_COLLECTION } from '../../src/shared/firebase/staffList';
import { resourceList } from '../../src/shared/resources/registry';
import { MemoryFirestore } from '../../test-support/firebase/memoryFirestore';
import { agency, offer, teamMember } from '../../test-support/firebase/records';
import exposePdfRoutes from '../exposePdf/exposePdfRoutes';
import { ExposePdfService } from '../exposePdf/exposePdfService';
import { storageImages } from '../exposePdf/pdfImages';
import { readPdf } from '../../test-support/exposePdf/readPdf';
import mailPreviewRoutes from '../mail/mailPreviewRoutes';
import { SIGN_IN_REQUIRED } from '../auth/authPlugin';
import { createLivePublicData, type LivePublicData } from '../content/firestorePublicData';
import { firestoreStaffExposeRecords } from '../exposePdf/firestoreExposeRecords';
import { firebaseStaffGuard, NOT_STAFF, SERVER_ACCOUNT_MISSING, SESSION_INVALID } from '../auth/firebaseStaffGuard';
import { idTokenVerifier } from '../auth/firebaseStaffToken';

/**
 * The staff routes in Firebase mode as app.ts wires them (firebaseBackend.ts's `staff`), on MemoryFirestore and with
 * ID tokens signed here by a key pair of the test's own in place of Google's: no network.
 */
const PROJECT = 'demo-rheinkontor';
const ANNA = { uid: 'anna-uid', email: 'anna@rheinkontor-immobilien.de' };
const GAST = { uid: 'gast-uid', email: 'gast@example.de' };

let signingKey: CryptoKey;
let foreignKey: CryptoKey;
/** The public half, where the server would otherwise fetch Google's keys. */
let keys: JWTVerifyGetKey;
let firestore: MemoryFirestore;
let data: LivePublicData;
let cacheDir: string;
let app: FastifyInstance;
let withoutAccount: FastifyInstance;
let draftId: string;

const now = () => Math.floor(Date.now() / 1000);
/** An ID token as Firebase Authentication issues it; `claims` and `key` spoil it where a test wants. */
const idToken = ({
  uid = ANNA.uid,
  claims = {},
  key = signingKey,
}: { uid?: string; claims?: Record<string, unknown>; key?: CryptoKey } = {}) =>
  new SignJWT({ ...validClaims(uid), ...claims }).setProtectedHeader({ alg: 'RS256', kid: 'key-1' }).sign(key);
const validClaims = (uid: string) => ({
  iss: `https://securetoken.google.com/${PROJECT}`,
  aud: PROJECT,
  sub: uid,
  iat: now() - 60,
  exp: now() + 3540,
  auth_time: now() - 60,
  email: ANNA.email,
});

const get = (target: FastifyInstance, url: string, token?: string) =>
  target.inject({ method: 'GET', url, headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });

async function staffApp(staffList: MemoryFirestore | null) {
  const requireStaff = firebaseStaffGuard({ verify: idTokenVerifier({ projectId: PROJECT, keys }), staffList });
  const records = firestoreStaffExposeRecords(firestore, data);
  const server = Fastify({ logger: false });
  await server.register(exposePdfRoutes, {
    service: new ExposePdfService({ cacheDir, images: storageImages() }),
    data,
    staff: { records, requireStaff },
  });
  await server.register(mailPreviewRoutes, { requireStaff, settings: records.settings });
  return server;
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'key-1', alg: 'RS256' }] });
  // Google's key id with a key that is not Google's: a forged signature.
  foreignKey = (await generateKeyPair('RS256')).privateKey;
  firestore = new MemoryFirestore();
  data = createLivePublicData({ resources: resourceList, port: firestore });
  cacheDir = mkdtempSync(join(tmpdir(), 'staff-routes-'));
  await firestore.commit([
    {
      kind: 'set',
      collection: STAFF_COLLECTION,
      id: ANNA.uid,
      fields: { email: ANNA.email, name: 'Anna Berger', role: 'admin' },
      meta: { createdAt: 'now', updatedAt: 'now', createdBy: null, updatedBy: null },
    },
  ]);
  const staff = createPortDataProvider(firestore, { resources: resourceList, actor: () => ANNA.email });
  await staff.update('settings', { id: 'agency', data: { ...agency, id: 'agency' }, previousData: { id: 'agency' } });
  const { data: member } = await staff.create('team', { data: teamMember('Clara Neumann', 1) });
  const { data: draft } = await staff.create('properties', {
    data: offer('Penthouse am Rheinufer', {
      published: false,
      objectNumber: 'RK-2026-077',
      contactPerson: member.id,
      street: 'Geheimweg',
      houseNumber: '7',
      internalNotes: 'Verkäufer will 5 % verhandeln',
    }),
  });
  draftId = draft.id;
  app = await staffApp(firestore);
  withoutAccount = await staffApp(null);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await withoutAccount?.close();
  data?.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('the staff check in Firebase mode', () => {
  it('asks for a sign-in without a token, and for a new one with a token that is not this project’s valid one', async () => {
    const missing = await get(app, '/api/mail/previews');
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ message: SIGN_IN_REQUIRED });
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    expect(
      (await app.inject({ url: '/api/mail/previews', headers: { authorization: `Basic ${Buffer.from('anna:pw').toString('base64')}` } }))
        .statusCode,
    ).toBe(401);

    const spoilt = {
      'a foreign key': await idToken({ key: foreignKey }),
      'another project (aud)': await idToken({ claims: { aud: 'fremdes-projekt' } }),
      'another issuer (iss)': await idToken({ claims: { iss: 'https://securetoken.google.com/fremdes-projekt' } }),
      'an expired token': await idToken({ claims: { exp: now() - 120 } }),
      'a token from the future (iat)': await idToken({ claims: { iat: now() + 600 } }),
      'a sign-in in the future (auth_time)': await idToken({ claims: { auth_time: now() + 600 } }),
      'no user (sub)': await idToken({ uid: '' }),
      'an unsigned token (alg none), without an Auth emulator': new UnsecuredJWT(validClaims(ANNA.uid)).encode(),
      'not a token at all': 'kein-token',
    };
    for (const [what, token] of Object.entries(spoilt)) {
      const response = await get(app, '/api/mail/previews', token);
      expect(response.statusCode, what).toBe(401);
      expect(response.json(), what).toEqual({ message: SESSION_INVALID });
      expect(response.headers['www-authenticate'], what).toBe('Bearer error="invalid_token"');
    }
  });

  it('turns away a valid token of someone not in the staff list', async () => {
    const response = await get(app, '/api/mail/previews', await idToken({ uid: GAST.uid, claims: { email: GAST.email } }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: NOT_STAFF });
  });

  it('says that the server’s account is missing when it cannot look up the staff list, and admits a member of staff when it can', async () => {
    const unavailable = await get(withoutAccount, '/api/mail/previews', await idToken());
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.json()).toEqual({ message: SERVER_ACCOUNT_MISSING });
    expect(unavailable.json().message).toContain('FIREBASE_MAIL_ACCOUNT');

    const admitted = await get(app, '/api/mail/previews', await idToken());
    expect(admitted.statusCode).toBe(200);
    expect(admitted.headers['cache-control']).toBe('no-store');
  });
});

describe('the staff’s draft exposé PDF in Firebase mode', () => {
  it('renders an unpublished listing as "Entwurf", with what may be published of it only', async () => {
    // Visitors see neither the page nor the PDF of a draft.
    expect((await get(app, `/angebote/${draftId}/expose.pdf`)).statusCode).toBe(404);
    expect((await get(app, `/api/properties/${draftId}/expose.pdf`)).statusCode).toBe(401);

    const response = await get(app, `/api/properties/${draftId}/expose.pdf`, await idToken());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toContain('Expose-RK-2026-077-Suelz-Entwurf.pdf');
    const read = await readPdf(response.rawPayload);
    const text = read.pages.join(' ');
    expect(read.pages[0]).toContain('ENTWURF');
    expect(text).toContain('Penthouse am Rheinufer');
    expect(text).toContain('Clara Neumann');
    expect(text).toContain('Rheinkontor Immobilien GmbH');
    expect(text).not.toContain('Geheimweg');
    expect(text).not.toContain('verhandeln');

    expect((await get(app, '/api/properties/gibt-es-nicht/expose.pdf', await idToken())).statusCode).toBe(404);
  }, 300_000);
});

describe('the mail templates’ previews in Firebase mode', () => {
  it('show every template with the agency’s data, and no other name', async () => {
    const token = await idToken();
    const names = (await get(app, '/api/mail/previews', token)).json() as string[];
    expect(names).toEqual(expect.arrayContaining(['inquiry-staff', 'inquiry-confirmation', 'test']));
    const preview = await get(app, '/api/mail/previews/inquiry-confirmation', token);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().subject).toContain('Rheinkontor Immobilien GmbH');
    expect(preview.json().html).toContain('Rheinuferstraße 12');
    expect(preview.json().text.length).toBeGreaterThan(50);
    for (const name of ['nope', '__proto__']) {
      const missing = await get(app, `/api/mail/previews/${name}`, token);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Diese Vorlage gibt es nicht.' });
    }
  });
});

// "Vorschau" in Firebase mode, wired as app.ts does it (firebaseBackend.ts's staff guard, no session on the server), on
// MemoryFirestore with ID tokens signed by a key pair of the test's own in place of Google's: no network.
import fastifyCookie from '@fastify/cookie';
import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTVerifyGetKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuild } from '../../scripts/buildAll';
import { createPortDataProvider } from '../../src/shared/firebase/dataProvider';
import { STAFF_COLLECTION } from '../../src/shared/firebase/staffList';
import { resourceList } from '../../src/shared/resources/registry';
import { MemoryFirestore } from '../../test-support/firebase/memoryFirestore';
import { agency, offer } from '../../test-support/firebase/records';
import { readConfig } from '../config';
import { createLivePublicData, type LivePublicData } from '../content/firestorePublicData';
import { firebaseStaffGuard } from '../auth/firebaseStaffGuard';
import { idTokenVerifier } from '../auth/firebaseStaffToken';
import errorAnswers from '../http/errorAnswers';
import pages from '../render/pages';
import { productionRenderer } from '../render/productionRenderer';
import previewRoutes from './previewRoutes';
import { FirestorePreviewStore } from './firestorePreviewStore';
import { PREVIEWS_COLLECTION } from '../../src/shared/firebase/serverCollections';

const PROJECT = 'demo-rheinkontor';
const ANNA = { uid: 'anna-uid', email: 'anna@rheinkontor-immobilien.de' };

let signingKey: CryptoKey;
let keys: JWTVerifyGetKey;
let data: LivePublicData;
let firestore: MemoryFirestore;
let app: FastifyInstance;
/** A second Cloud Run instance on the same Firestore: a load balancer may send the new tab to it. */
let otherInstance: FastifyInstance;
let offerId: string;

const now = () => Math.floor(Date.now() / 1000);
const idToken = (uid = ANNA.uid) =>
  new SignJWT({
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    sub: uid,
    iat: now() - 60,
    exp: now() + 3540,
    auth_time: now() - 60,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'key-1' })
    .sign(signingKey);

/** The dashboard's request: the ID token as Bearer, no cookie (idTokenFetch.ts). */
const askForPreview = async (payload: object, token?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/previews/properties/${offerId}`,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const claimCookie = (response: LightMyRequestResponse) => response.cookies.find((cookie) => cookie.name === 'vorschau');

beforeAll(async () => {
  await ensureBuild();
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'key-1', alg: 'RS256' }] });
  firestore = new MemoryFirestore();
  data = createLivePublicData({ resources: resourceList, port: firestore });
  await firestore.commit([
    {
      kind: 'set',
      collection: STAFF_COLLECTION,
      id: ANNA.uid,
      fields: { email: ANNA.email, name: 'Anna Berger', role: 'editor' },
      meta: { createdAt: 'now', updatedAt: 'now', createdBy: null, updatedBy: null },
    },
  ]);
  const staff = createPortDataProvider(firestore, { resources: resourceList, actor: () => ANNA.email });
  await staff.update('settings', { id: 'agency', data: { ...agency, id: 'agency' }, previousData: { id: 'agency' } });
  offerId = (await staff.create('properties', { data: offer('Penthouse am Rheinufer', { price: 900_000 }) })).data.id;

  app = await instance();
  otherInstance = await instance();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await otherInstance?.close();
  data?.close();
});

/** One server instance as app.ts wires it in Firebase mode, its previews in the shared Firestore. */
async function instance() {
  const server = Fastify({ logger: false });
  await server.register(errorAnswers);
  await server.register(fastifyCookie);
  const renderer = await productionRenderer(readConfig({ DIST_DIR: process.env.DIST_DIR }).distDir);
  await server.register(pages, { renderer, session: { getSession: async () => null }, data });
  const requireStaff = firebaseStaffGuard({ verify: idTokenVerifier({ projectId: PROJECT, keys }), staffList: firestore });
  await server.register(previewRoutes, { requireStaff, data, store: new FirestorePreviewStore(firestore) });
  return server;
}

describe('Vorschau in Firebase mode', () => {
  it('takes the ID token for the POST; the first browser to open the link claims it, any other gets 404', async () => {
    expect((await askForPreview(offer('Ohne Anmeldung'))).statusCode).toBe(401);
    expect((await askForPreview(offer('Nicht im Team'), await idToken('fremd-uid'))).statusCode).toBe(403);
    const invalid = await askForPreview(offer('', { price: -1 }), await idToken());
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Bitte prüfen Sie die markierten Felder.');

    const asked = await askForPreview(offer('Penthouse mit Dachgarten am Rheinufer', { price: 875_000 }), await idToken());
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.headers['cache-control']).toBe('no-store');
    const { url } = asked.json() as { url: string };

    const first = await app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Penthouse mit Dachgarten am Rheinufer');
    expect(first.body).toMatch(/875\.000/);
    expect(first.body).toContain('Diese Seite ist nicht öffentlich.');
    expect(first.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(first.headers['cache-control']).toBe('no-store');
    const cookie = claimCookie(first)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });

    // The same tab again (a reload): the claim cookie opens it.
    const again = await app.inject({ url, headers: { cookie: `vorschau=${cookie.value}` } });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Penthouse mit Dachgarten am Rheinufer');
    // Anyone else with the link: without the cookie, or with another browser's.
    for (const headers of [{}, { cookie: 'vorschau=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }]) {
      const other = await app.inject({ url, headers });
      expect(other.statusCode).toBe(404);
      expect(other.body).not.toContain('Dachgarten');
    }
    // Visitors keep the stored record.
    const visitor = await app.inject({ url: `/angebote/${offerId}` });
    expect(visitor.body).toContain('Penthouse am Rheinufer');
    expect(visitor.body).not.toContain('Dachgarten');
  });

  it('opens on another instance than the one that took it, and keeps only the token’s hash', async () => {
    const asked = await askForPreview(offer('Penthouse mit Wintergarten am Rheinufer', { price: 910_000 }), await idToken());
    const { url } = asked.json() as { url: string };
    const opened = await otherInstance.inject({ url });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Penthouse mit Wintergarten am Rheinufer');
    const token = url.split('/').pop()!;
    const previews = firestore.collections.get(PREVIEWS_COLLECTION)!;
    expect(previews.has(token)).toBe(false);
    expect(previews.get(createHash('sha256').update(token).digest('hex'))!.expiresAt).toBeInstanceOf(Date);
    // The claim is shared too: the first instance refuses a browser without the cookie and admits the claiming one.
    expect((await app.inject({ url })).statusCode).toBe(404);
    const cookie = claimCookie(opened)!;
    expect((await app.inject({ url, headers: { cookie: `vorschau=${cookie.value}` } })).statusCode).toBe(200);
  });

  it('lets exactly one of two browsers claim a preview when two instances are asked at once', async () => {
    const asked = await askForPreview(offer('Penthouse mit Kaminzimmer am Rheinufer'), await idToken());
    const { url } = asked.json() as { url: string };
    const answers = await Promise.all([app.inject({ url }), otherInstance.inject({ url })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    const winner = answers.find((answer) => answer.statusCode === 200)!;
    expect(winner.body).toContain('Kaminzimmer');
    expect(answers.find((answer) => answer.statusCode === 404)!.body).not.toContain('Kaminzimmer');
  });
});

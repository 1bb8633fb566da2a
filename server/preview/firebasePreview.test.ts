// "Vorschau" in Firebase mode, wired as app.ts does it (firebaseBackend.ts's staff guard, no session on the server), on
// MemoryFirestore with ID tokens signed by a key pair of the test's own in place of Google's: no network.
import fastifyCookie from '@fastify/cookie';
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
import { createLivePublicData, type LivePublicData } from '../firebase/publicData';
import { firebaseStaffGuard } from '../firebase/staffGuard';
import { idTokenVerifier } from '../firebase/staffToken';
import errorAnswers from '../plugins/errorAnswers';
import pages from '../plugins/pages';
import { productionRenderer } from '../render/productionRenderer';
import previewRoutes from './previewRoutes';

const PROJECT = 'demo-rheinkontor';
const ANNA = { uid: 'anna-uid', email: 'anna@rheinkontor-immobilien.de' };

let signingKey: CryptoKey;
let keys: JWTVerifyGetKey;
let data: LivePublicData;
let app: FastifyInstance;
let offerId: string;

const now = () => Math.floor(Date.now() / 1000);
const idToken = (uid = ANNA.uid) =>
  new SignJWT({ iss: `https://securetoken.google.com/${PROJECT}`, aud: PROJECT, sub: uid, iat: now() - 60, exp: now() + 3540, auth_time: now() - 60 })
    .setProtectedHeader({ alg: 'RS256', kid: 'key-1' })
    .sign(signingKey);

/** The dashboard's request: the ID token as Bearer, no cookie (idTokenFetch.ts). */
const askForPreview = async (payload: object, token?: string) =>
  app.inject({ method: 'POST', url: `/api/previews/properties/${offerId}`, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

const claimCookie = (response: LightMyRequestResponse) => response.cookies.find((cookie) => cookie.name === 'vorschau');

beforeAll(async () => {
  await ensureBuild();
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'key-1', alg: 'RS256' }] });
  const firestore = new MemoryFirestore();
  data = createLivePublicData({ resources: resourceList, port: firestore });
  await firestore.commit([
    { kind: 'set', collection: STAFF_COLLECTION, id: ANNA.uid, fields: { email: ANNA.email, name: 'Anna Berger', role: 'editor' }, meta: { createdAt: 'now', updatedAt: 'now', createdBy: null, updatedBy: null } },
  ]);
  const staff = createPortDataProvider(firestore, { resources: resourceList, actor: () => ANNA.email });
  await staff.update('settings', { id: 'agency', data: { ...agency, id: 'agency' }, previousData: { id: 'agency' } });
  offerId = (await staff.create('properties', { data: offer('Penthouse am Rheinufer', { price: 900_000 }) })).data.id;

  app = Fastify({ logger: false });
  await app.register(errorAnswers);
  await app.register(fastifyCookie);
  const renderer = await productionRenderer(readConfig({ DIST_DIR: process.env.DIST_DIR }).distDir);
  await app.register(pages, { renderer, session: { getSession: async () => null }, data });
  await app.register(previewRoutes, { requireStaff: firebaseStaffGuard({ verify: idTokenVerifier({ projectId: PROJECT, keys }), staffList: firestore }), data });
}, 120_000);

afterAll(async () => {
  await app?.close();
  data?.close();
});

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
});

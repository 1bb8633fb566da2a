import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createPortDataProvider } from '../../src/shared/firebase/dataProvider';
import { FirebaseConfigError } from '../../src/shared/firebase/firebaseConfig';
import { createLivePublicData } from '../content/firestorePublicData';
import { MemoryFirestore } from '../../test-support/firebase/memoryFirestore';
import { offer, teamMember } from '../../test-support/firebase/records';
import { resourceList } from '../../src/shared/resources/registry';
import { ResponseCache } from '../cache/responseCache';
import { ConfigError, readConfig } from '../config';
import { CHECKED_IN_BROWSER } from '../auth/firebaseDeferredSession';
import { createFirebaseBackend, reportingSnapshots } from './firebaseBackend';
import firebasePublicApi, { submitWithVisitorRights } from '../content/firestorePublicApi';
import mailPreviewRoutes from '../mail/mailPreviewRoutes';
import { SIGN_IN_REQUIRED } from '../auth/authPlugin';
import { SESSION_INVALID } from '../auth/firebaseStaffGuard';

const config = readConfig({
  BACKEND: 'firebase',
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'localhost',
  VITE_FIREBASE_PROJECT_ID: 'demo-rheinkontor',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo-rheinkontor.appspot.com',
  VITE_FIREBASE_APP_ID: 'demo-app',
  // Nothing listens there: these tests never reach Firestore.
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:1',
});

describe('the server in Firebase mode', () => {
  it('refuses to start without the web app configuration, naming what is missing', () => {
    expect(() => readConfig({ BACKEND: 'firebase' })).toThrow(ConfigError);
    expect(() => readConfig({ BACKEND: 'firebase' })).toThrow(/VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN/);
    expect(() => createFirebaseBackend(readConfig({}), () => {})).toThrow(FirebaseConfigError);
  });

  it('wires the visitors’ API, the deferred dashboard session and a clean shutdown', async () => {
    const backend = createFirebaseBackend(config, () => {});
    expect(backend.config.options.projectId).toBe('demo-rheinkontor');
    expect(await backend.session.getSession(new Request('http://localhost/dashboard'))).toBe(CHECKED_IN_BROWSER);
    const app = Fastify({ logger: false });
    await backend.registerApi(app);
    // The staff routes, as app.ts registers them, ask for the dashboard's ID token (staffRoutes.test.ts goes further).
    await app.register(mailPreviewRoutes, { requireStaff: backend.staff.requireStaff, settings: backend.staff.exposeRecords.settings });
    expect((await app.inject({ method: 'GET', url: '/api/inquiries' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: '/api/team/abc', payload: {} })).statusCode).toBe(405);
    const invalid = await app.inject({ method: 'POST', url: '/api/inquiries', payload: { name: 'Ohne Nachricht' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toMatchObject({
      email: 'Bitte füllen Sie dieses Feld aus.',
      message: 'Bitte füllen Sie dieses Feld aus.',
    });
    expect((await app.inject({ method: 'GET', url: '/api/mail/previews' })).json()).toEqual({ message: SIGN_IN_REQUIRED });
    expect(
      (await app.inject({ method: 'GET', url: '/api/mail/previews', headers: { authorization: 'Bearer kein-token' } })).json(),
    ).toEqual({ message: SESSION_INVALID });
    await app.close();
    await backend.close();
  });
});

describe('the response cache in Firebase mode', () => {
  it('drops what was made from a collection when its snapshot changes (the dashboard writes to Firestore directly)', async () => {
    const firestore = new MemoryFirestore();
    const cache = new ResponseCache({ maxBytes: 1024 * 1024 });
    const changed: string[] = [];
    const port = reportingSnapshots(firestore, resourceList, (resource) => {
      changed.push(resource);
      cache.changed(resource);
    });
    const data = createLivePublicData({ resources: resourceList, port });
    const app = Fastify({ logger: false });
    await app.register(firebasePublicApi, { resources: resourceList, data, submit: submitWithVisitorRights(firestore), cache });
    const staff = createPortDataProvider(firestore, { resources: resourceList, actor: () => 'redaktion@rheinkontor-immobilien.de' });
    const names = async (url: string) => {
      const response = await app.inject(url);
      return {
        state: response.headers['x-cache'],
        names: response.json().map((record: { name?: string; title?: string }) => record.name ?? record.title),
      };
    };
    try {
      await staff.create('team', { data: teamMember('Anna Berger', 1) });
      // The first read starts listening; the first snapshot arrives while it waits, so that answer is not kept.
      expect(await names('/api/team')).toEqual({ state: 'MISS', names: ['Anna Berger'] });
      expect(await names('/api/team')).toEqual({ state: 'MISS', names: ['Anna Berger'] });
      expect(await names('/api/team')).toEqual({ state: 'HIT', names: ['Anna Berger'] });
      await names('/api/properties');
      expect((await names('/api/properties')).state).toBe('MISS');
      expect((await names('/api/properties')).state).toBe('HIT');

      await staff.create('team', { data: teamMember('Clara Neumann', 2) });
      expect(await names('/api/team')).toEqual({ state: 'MISS', names: ['Anna Berger', 'Clara Neumann'] });
      expect((await names('/api/properties')).state).toBe('HIT');

      // Properties are read from their visitor copy (properties_public): reported by resource name all the same.
      await staff.create('properties', { data: offer('Wohnung in Sülz') });
      expect(changed).toContain('properties');
      expect(changed).not.toContain('properties_public');
      expect(await names('/api/properties')).toEqual({ state: 'MISS', names: ['Wohnung in Sülz'] });
    } finally {
      data.close();
      await app.close();
    }
  });
});

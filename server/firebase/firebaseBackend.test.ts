import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { FirebaseConfigError } from '../../src/shared/firebase/firebaseConfig';
import { CHECKED_IN_BROWSER } from './deferredSession';
import { createFirebaseBackend } from './firebaseBackend';

const env = {
  BACKEND: 'firebase',
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'localhost',
  VITE_FIREBASE_PROJECT_ID: 'demo-rheinkontor',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo-rheinkontor.appspot.com',
  VITE_FIREBASE_APP_ID: 'demo-app',
  // Nothing listens there: these tests never reach Firestore.
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:1',
};

describe('the server in Firebase mode', () => {
  it('refuses to start without the web app configuration, naming what is missing', () => {
    expect(() => createFirebaseBackend({ BACKEND: 'firebase' }, () => {})).toThrow(FirebaseConfigError);
  });

  it('wires the visitors’ API, the deferred dashboard session and a clean shutdown', async () => {
    const backend = createFirebaseBackend(env, () => {});
    expect(backend.config.options.projectId).toBe('demo-rheinkontor');
    expect(await backend.session.getSession(new Request('http://localhost/dashboard'))).toBe(CHECKED_IN_BROWSER);
    const app = Fastify({ logger: false });
    await backend.registerApi(app);
    expect((await app.inject({ method: 'GET', url: '/api/inquiries' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: '/api/team/abc', payload: {} })).statusCode).toBe(405);
    const invalid = await app.inject({ method: 'POST', url: '/api/inquiries', payload: { name: 'Ohne Nachricht' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toMatchObject({ email: 'Bitte füllen Sie dieses Feld aus.', message: 'Bitte füllen Sie dieses Feld aus.' });
    await app.close();
    await backend.close();
  });
});

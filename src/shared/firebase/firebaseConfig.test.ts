import { describe, expect, it } from 'vitest';
import { FirebaseConfigError, readFirebaseConfig, splitHost } from './firebaseConfig';

const complete = {
  VITE_FIREBASE_API_KEY: 'AIzaSyExample',
  VITE_FIREBASE_AUTH_DOMAIN: 'www.rheinkontor-immobilien.de',
  VITE_FIREBASE_PROJECT_ID: 'rheinkontor',
  VITE_FIREBASE_STORAGE_BUCKET: 'rheinkontor.firebasestorage.app',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};

describe('Firebase configuration from VITE_FIREBASE_*', () => {
  it('builds the web app options', () => {
    const config = readFirebaseConfig({ ...complete, VITE_FIREBASE_MESSAGING_SENDER_ID: '123' });
    expect(config.options).toEqual({
      apiKey: 'AIzaSyExample',
      authDomain: 'www.rheinkontor-immobilien.de',
      projectId: 'rheinkontor',
      storageBucket: 'rheinkontor.firebasestorage.app',
      appId: '1:123:web:abc',
      messagingSenderId: '123',
    });
    expect(config.emulators).toEqual({ auth: undefined, firestore: undefined, storage: undefined });
  });

  it('names every missing variable in German', () => {
    expect(() => readFirebaseConfig({ VITE_FIREBASE_API_KEY: 'x', VITE_FIREBASE_PROJECT_ID: ' ' })).toThrow(
      'Für BACKEND=firebase fehlen: VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_STORAGE_BUCKET, VITE_FIREBASE_APP_ID',
    );
  });

  it('always offers e-mail and password, plus the providers the agency switched on', () => {
    expect(readFirebaseConfig(complete).providers).toEqual(['password']);
    expect(readFirebaseConfig({ ...complete, VITE_FIREBASE_AUTH_PROVIDERS: 'Google, github,google' }).providers).toEqual([
      'password',
      'google',
      'github',
    ]);
  });

  it('refuses an unknown provider rather than hiding a button', () => {
    expect(() => readFirebaseConfig({ ...complete, VITE_FIREBASE_AUTH_PROVIDERS: 'google,linkedin' })).toThrow(FirebaseConfigError);
    expect(() => readFirebaseConfig({ ...complete, VITE_FIREBASE_AUTH_PROVIDERS: 'google,linkedin' })).toThrow('„linkedin“');
  });

  it('connects to emulators when their hosts are given, also under firebase-tools’ own names', () => {
    const config = readFirebaseConfig({
      ...complete,
      VITE_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      FIRESTORE_EMULATOR_HOST: 'localhost:8080',
    });
    expect(config.emulators).toEqual({ auth: '127.0.0.1:9099', firestore: 'localhost:8080', storage: undefined });
    expect(() => readFirebaseConfig({ ...complete, FIRESTORE_EMULATOR_HOST: 'http://localhost:8080' })).toThrow('host:port');
  });

  it('splits host and port for the SDK', () => {
    expect(splitHost('127.0.0.1:8080')).toEqual(['127.0.0.1', 8080]);
    expect(splitHost('[::1]:9099')).toEqual(['::1', 9099]);
  });
});

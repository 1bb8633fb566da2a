import type { FirebaseOptions } from 'firebase/app';

/** Sign-in methods the agency can switch on; e-mail and password is always on. */
export const SIGN_IN_PROVIDERS = ['password', 'google', 'facebook', 'github', 'twitter', 'phone'] as const;
export type SignInProviderId = (typeof SIGN_IN_PROVIDERS)[number];
export type OAuthProviderId = Exclude<SignInProviderId, 'password' | 'phone'>;

export const isOAuthProvider = (id: SignInProviderId): id is OAuthProviderId => id !== 'password' && id !== 'phone';

/**
 * Labels for the login page's buttons. This module has no SDK code (only a type import), so the
 * page can show the buttons and load the SDK on the click.
 */
export const providerLabels: Record<OAuthProviderId, string> = {
  google: 'Mit Google anmelden',
  facebook: 'Mit Facebook anmelden',
  github: 'Mit GitHub anmelden',
  twitter: 'Mit X (Twitter) anmelden',
};

export interface EmulatorHosts {
  /** host:port of each emulator; absent means the real service. */
  auth?: string;
  firestore?: string;
  storage?: string;
}

export interface FirebaseWebConfig {
  /** The web app's configuration from the Firebase console (public values, not secrets). */
  options: FirebaseOptions & { projectId: string; storageBucket: string };
  providers: readonly SignInProviderId[];
  emulators: EmulatorHosts;
}

export class FirebaseConfigError extends Error {}

/** Variable names, as in the README's table; the server reads the same names from its environment. */
const REQUIRED = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  storageBucket: 'VITE_FIREBASE_STORAGE_BUCKET',
  appId: 'VITE_FIREBASE_APP_ID',
} as const;

const HOST_PORT = /^[A-Za-z0-9.-]+:\d{1,5}$|^\[[0-9a-fA-F:]+\]:\d{1,5}$/;

type Env = Record<string, string | boolean | undefined>;
const read = (env: Env, name: string) => {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

function parseProviders(raw: string | undefined): SignInProviderId[] {
  const names = (raw ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((name) => !(SIGN_IN_PROVIDERS as readonly string[]).includes(name));
  if (unknown.length) {
    throw new FirebaseConfigError(
      `VITE_FIREBASE_AUTH_PROVIDERS: unbekannte Anmeldeart ${unknown.map((name) => `„${name}“`).join(', ')}; möglich sind ${SIGN_IN_PROVIDERS.join(', ')}.`,
    );
  }
  return ['password', ...new Set(names.filter((name) => name !== 'password'))] as SignInProviderId[];
}

function emulatorHost(env: Env, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = read(env, name);
    if (value === undefined) continue;
    if (!HOST_PORT.test(value)) throw new FirebaseConfigError(`${name} muss die Form host:port haben, nicht „${value}“.`);
    return value;
  }
  return undefined;
}

/**
 * Reads the Firebase web configuration from VITE_FIREBASE_* (import.meta.env in the browser, the
 * configuration's `firebase.web` on the server) and says in German which variable is missing.
 */
export function readFirebaseConfig(env: Env): FirebaseWebConfig {
  const missing = Object.values(REQUIRED).filter((name) => read(env, name) === undefined);
  if (missing.length) throw new FirebaseConfigError(`Für BACKEND=firebase fehlen: ${missing.join(', ')} (siehe docs/firebase.md).`);
  const options: FirebaseWebConfig['options'] = {
    apiKey: read(env, REQUIRED.apiKey)!,
    authDomain: read(env, REQUIRED.authDomain)!,
    projectId: read(env, REQUIRED.projectId)!,
    storageBucket: read(env, REQUIRED.storageBucket)!,
    appId: read(env, REQUIRED.appId)!,
  };
  const sender = read(env, 'VITE_FIREBASE_MESSAGING_SENDER_ID');
  if (sender) options.messagingSenderId = sender;
  return {
    options,
    providers: parseProviders(read(env, 'VITE_FIREBASE_AUTH_PROVIDERS')),
    emulators: {
      // The unprefixed names are what firebase-tools sets for `emulators:exec`; the server honours them too.
      auth: emulatorHost(env, 'VITE_FIREBASE_AUTH_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'),
      firestore: emulatorHost(env, 'VITE_FIREBASE_FIRESTORE_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST'),
      storage: emulatorHost(env, 'VITE_FIREBASE_STORAGE_EMULATOR_HOST', 'FIREBASE_STORAGE_EMULATOR_HOST'),
    },
  };
}

/** "127.0.0.1:8080" → ["127.0.0.1", 8080], as the SDK's connect…Emulator functions want it. */
export function splitHost(hostPort: string): [string, number] {
  const index = hostPort.lastIndexOf(':');
  return [hostPort.slice(0, index).replace(/^\[|\]$/g, ''), Number(hostPort.slice(index + 1))];
}

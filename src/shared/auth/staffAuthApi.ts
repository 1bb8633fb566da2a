import { clientBackendMode } from '../firebase/backendMode';
import { loadFirebase } from '../firebase/browser/lazy';
import { sendJson } from '../http/sendJson';
import type { LoginResult } from './loginResult';
import type { StaffSession } from './session';

/** Staff sign-in: Firebase Authentication in Firebase mode (its SDK loaded on demand), else the embedded server. */
export async function login(email: string, password: string): Promise<LoginResult> {
  if (clientBackendMode() === 'firebase') return (await loadFirebase()).staffAuth.signIn(email, password);
  return embeddedLogin(email, password);
}

const SECOND_FACTOR_NEEDED = 'Bitte geben Sie den Code aus Ihrer Authenticator-App ein.';

const embeddedLogin = (email: string, password: string) => postLogin('/api/auth/login', { email, password });

/** The second step of an embedded sign-in: the six-digit code of the app, or a recovery code. */
export const secondFactorLogin = (pendingToken: string, code: string) => postLogin('/api/auth/login/second-factor', { pendingToken, code });

async function postLogin(path: string, payload: object): Promise<LoginResult> {
  const answer = await sendJson<StaffSession & { pendingToken?: string }>(path, payload, {
    fallbackMessage: 'Die Anmeldung ist fehlgeschlagen.',
  });
  if (!answer.ok) return answer;
  if (answer.data.pendingToken) return { ok: false, message: SECOND_FACTOR_NEEDED, pendingToken: answer.data.pendingToken };
  return { ok: true, user: answer.data };
}

export async function logout(): Promise<void> {
  await fetch('/api/auth/logout', { method: 'POST' });
}

import { clientBackendMode } from '../firebase/backendMode';
import { loadFirebase } from '../firebase/browser/lazy';
import type { StaffSession } from './session';

export type LoginResult = { ok: true; user: StaffSession } | { ok: false; message: string; fieldErrors?: Record<string, string> };

const NETWORK_ERROR = 'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.';

/** Staff sign-in: Firebase Authentication in Firebase mode (its SDK loaded on demand), else the embedded server. */
export async function login(email: string, password: string): Promise<LoginResult> {
  if (clientBackendMode() === 'firebase') return (await loadFirebase()).staffAuth.signIn(email, password);
  return embeddedLogin(email, password);
}

async function embeddedLogin(email: string, password: string): Promise<LoginResult> {
  let response: Response;
  try {
    response = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  } catch {
    return { ok: false, message: NETWORK_ERROR };
  }
  const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> };
  if (response.ok) return { ok: true, user: body as StaffSession };
  return { ok: false, message: body.message ?? 'Die Anmeldung ist fehlgeschlagen.', fieldErrors: body.errors };
}

export async function logout(): Promise<void> {
  await fetch('/api/auth/logout', { method: 'POST' });
}

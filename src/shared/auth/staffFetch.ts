/**
 * A request of the dashboard to this server's staff routes, carrying the staff's sign-in: the session cookie in the
 * embedded backend, the Firebase ID token as `Authorization: Bearer` in Firebase mode (server/auth/firebaseStaffGuard.ts).
 */
export type StaffFetch = (path: string, init?: RequestInit) => Promise<Response>;

/** The embedded backend's: the session cookie goes along by itself (same origin). */
export const cookieStaffFetch: StaffFetch = (path, init = {}) => fetch(path, { ...init, credentials: 'same-origin' });

/** When the server cannot be reached: fetch() itself rejects then, with the browser's English message. */
export const REQUEST_FAILED = 'Die Anfrage an den Server ist fehlgeschlagen. Bitte versuchen Sie es erneut.';

/**
 * The German message of a refused request: the server's JSON `message`, or its plain text (the exposé PDF's 404), else
 * the general one (a proxy's HTML error page is nothing to show).
 */
export async function refusalMessage(response: Response): Promise<string> {
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text().catch(() => '');
  if (type.startsWith('text/plain')) return text.trim() || REQUEST_FAILED;
  if (!type.includes('json')) return REQUEST_FAILED;
  try {
    const { message } = JSON.parse(text) as { message?: unknown };
    return typeof message === 'string' && message ? message : REQUEST_FAILED;
  } catch {
    return REQUEST_FAILED;
  }
}

/** A staff route's answer when it succeeded; otherwise an Error with the German message to show. */
export async function staffResponse(staffFetch: StaffFetch, path: string, init: RequestInit = {}): Promise<Response> {
  const response = await staffFetch(path, init).catch(() => {
    throw new Error(REQUEST_FAILED);
  });
  if (!response.ok) throw new Error(await refusalMessage(response));
  return response;
}

/** JSON from a staff route (204: an empty object); a refusal throws with the German message. */
export async function staffJson<T>(staffFetch: StaffFetch, path: string, init: RequestInit = {}): Promise<{ body: T; response: Response }> {
  const response = await staffResponse(staffFetch, path, { ...init, headers: { accept: 'application/json', ...init.headers } });
  const body = (response.status === 204 ? {} : await response.json().catch(() => ({}))) as T;
  return { body, response };
}

import { cookieStaffFetch, REQUEST_FAILED, refusalMessage } from '../../shared/auth/staffFetch';

/**
 * JSON from one of this server's staff routes with the staff's session (same origin); on a refusal, the server's
 * German message, and when the server cannot be reached, ours.
 */
export async function staffJson<T>(path: string, init: RequestInit = {}): Promise<{ body: T; response: Response }> {
  const response = await cookieStaffFetch(path, { ...init, headers: { accept: 'application/json', ...init.headers } }).catch(() => {
    throw new Error(REQUEST_FAILED);
  });
  if (!response.ok) throw new Error(await refusalMessage(response));
  const body = (response.status === 204 ? {} : await response.json().catch(() => ({}))) as T;
  return { body, response };
}

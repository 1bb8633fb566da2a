import type { Auth } from 'firebase/auth';
import type { StaffFetch } from '../../auth/staffFetch';

/**
 * Firebase mode's requests to this server's staff routes: the signed-in user's ID token (renewed by the SDK before it
 * expires) as `Authorization: Bearer`, and no cookies, so no other site can make a browser send one (no CSRF).
 */
export function idTokenFetch(auth: Pick<Auth, 'currentUser'>): StaffFetch {
  return async (path, init = {}) => {
    const headers = new Headers(init.headers);
    const user = auth.currentUser;
    // Signed out: the request goes without, and the server's German 401 says to sign in.
    if (user) headers.set('authorization', `Bearer ${await user.getIdToken()}`);
    return fetch(path, { ...init, headers, credentials: 'omit' });
  };
}

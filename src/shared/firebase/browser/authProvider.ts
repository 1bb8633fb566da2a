import type { AuthProvider } from 'ra-core';
import { LOGIN_PATH } from '../../routes/middleware';
import type { FirebaseStaffAuth } from './authService';

type Place = Pick<Location, 'pathname' | 'search'>;

/** The public login page brings staff back to where they were once they have signed in again. */
const loginPathBackTo = (place: Place) => `${LOGIN_PATH}?redirect=${encodeURIComponent(place.pathname + place.search)}`;

/**
 * react-admin's auth provider in Firebase mode. Staff sign in on the public /login page (the
 * dashboard has no login screen of its own), so `login` is there for completeness and for the
 * page's use; the rest keeps the dashboard to signed-in staff and shows who is signed in.
 */
export function createFirebaseAuthProvider(service: FirebaseStaffAuth, place: Place = window.location): AuthProvider {
  return {
    async login(params: { email?: string; password?: string; provider?: string }) {
      const result =
        params.provider && params.provider !== 'password'
          ? await service.signInWith(params.provider as never)
          : await service.signIn(params.email ?? '', params.password ?? '');
      // null: the page is on its way to the provider and comes back to /login.
      if (result && !result.ok) throw new Error(result.message);
    },
    async logout() {
      const signedIn = (await service.currentUser().catch(() => null)) !== null;
      await service.signOut();
      return signedIn ? LOGIN_PATH : loginPathBackTo(place);
    },
    async checkAuth() {
      if (!(await service.currentUser())) throw { redirectTo: loginPathBackTo(place) };
    },
    /**
     * 401: the session ended. 403 (permission-denied from the rules) ends the session only when the
     * user is no longer staff; a member of staff who may not change the staff list stays signed in.
     */
    async checkError(error: { status?: number }) {
      if (error?.status === 401) throw { redirectTo: loginPathBackTo(place) };
      if (error?.status === 403 && !(await service.currentUser().catch(() => null))) throw { redirectTo: loginPathBackTo(place) };
    },
    async getIdentity() {
      const user = await service.currentUser();
      if (!user) throw { redirectTo: loginPathBackTo(place) };
      return { id: user.uid, fullName: user.name || user.email, ...(user.photoUrl ? { avatar: user.photoUrl } : {}) };
    },
    /** 'admin' or 'staff', from staff/{uid}; only admins manage the staff list. */
    async getPermissions() {
      return (await service.currentUser())?.role ?? null;
    },
  };
}

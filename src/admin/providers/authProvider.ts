import type { AuthProvider } from 'react-admin';
import type { StaffSession } from '../../shared/auth/session';
import { LOGIN_PATH } from '../../shared/routes/middleware';
import { isDashboardPath } from '../../shared/routes/routeTable';

/**
 * What the dashboard needs from a sign-in service. The embedded server implements it with its
 * session cookie (embeddedAuth.ts); the hosted sign-in service of Firebase mode will be a second one.
 */
export interface StaffAuthService {
  signIn(email: string, password: string): Promise<{ ok: true; user: StaffSession } | { ok: false; message: string }>;
  /** The signed-in member of staff, or null when the session has ended. */
  currentUser(): Promise<StaffSession | null>;
  signOut(): Promise<void>;
}

/**
 * The public login page brings staff back to the dashboard page they were on once they have signed in
 * again. Checks that fail after the dashboard has already left for /login lead to the plain login page.
 */
const loginPathBackTo = (location: Location) =>
  isDashboardPath(location.pathname) ? `${LOGIN_PATH}?redirect=${encodeURIComponent(location.pathname + location.search)}` : LOGIN_PATH;

/** react-admin's view of signing in and out; staff sign in on the server-rendered /login page, never inside the dashboard. */
export function createAuthProvider(service: StaffAuthService, location: Location = window.location): AuthProvider {
  return {
    // Part of react-admin's contract; the dashboard has no login form (loginPage={false}), the /login page
    // signs in through the same service.
    async login({ email, password }: { email: string; password: string }) {
      const result = await service.signIn(email, password);
      if (!result.ok) throw new Error(result.message);
    },
    // Signing out on purpose ends on the plain login page; after a session that ended by itself
    // (expired, or signed out in another tab) the login page brings staff back to where they were.
    // Checks still running when the dashboard has already left for /login must not navigate again.
    async logout() {
      const signedIn = (await service.currentUser()) !== null;
      await service.signOut();
      if (!isDashboardPath(location.pathname)) return false;
      return signedIn ? LOGIN_PATH : loginPathBackTo(location);
    },
    async checkAuth() {
      if (!(await service.currentUser())) throw { redirectTo: loginPathBackTo(location) };
    },
    // Any 401 from the API means the session ended (expired, or signed out in another tab).
    async checkError(error: { status?: number }) {
      if (error?.status === 401) throw { redirectTo: loginPathBackTo(location) };
    },
    async getIdentity() {
      const user = await service.currentUser();
      if (!user) throw { redirectTo: loginPathBackTo(location) };
      return { id: user.email, fullName: user.name || user.email };
    },
  };
}

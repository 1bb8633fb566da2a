import type { AuthProvider } from 'react-admin';
import { can, CAPABILITIES, type Capability } from '../../shared/auth/rolePolicy';
import { resourceCapability } from '../../shared/resources/resourceCapability';
import type { StaffSession } from '../../shared/auth/session';
import { findResource } from '../../shared/resources/registry';
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

const READ_ACTIONS = new Set(['list', 'show', 'export']);

/**
 * What a dashboard screen needs, by react-admin's resource and action: a declared resource's read or write capability
 * (a singleton's one screen is its edit form, so it needs the write capability), or a capability named directly for the
 * screens that are not resources (`accounts`, `mail`, `portals`).
 */
export function screenCapability(resource: string, action: string): Capability {
  if ((CAPABILITIES as readonly string[]).includes(resource) && !findResource(resource)) return resource as Capability;
  const read = READ_ACTIONS.has(action) && !findResource(resource)?.singleton;
  return resourceCapability(resource, read ? 'read' : 'write');
}

/** How long one answer of "who is signed in" serves the role checks that come with it. */
const ROLE_ANSWER_MS = 2_000;

/**
 * react-admin asks canAccess once per menu entry, count card and screen: some twenty questions per page, which one
 * /api/auth/me answers for a moment. A failed answer is not kept.
 */
function sharedCurrentUser(service: StaffAuthService, now: () => number = Date.now): () => Promise<StaffSession | null> {
  let last: { at: number; user: Promise<StaffSession | null> } | null = null;
  return () => {
    if (!last || now() - last.at > ROLE_ANSWER_MS) {
      const user = service.currentUser().catch((error: unknown) => {
        last = null;
        throw error;
      });
      last = { at: now(), user };
    }
    return last.user;
  };
}

/** react-admin's view of signing in and out; staff sign in on the server-rendered /login page, never inside the dashboard. */
export function createAuthProvider(service: StaffAuthService, location: Location = window.location): AuthProvider {
  const currentUser = sharedCurrentUser(service);
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
    // The role matrix: menus and screens ask here; the server refuses the same regardless (403).
    async getPermissions() {
      return (await currentUser())?.role ?? null;
    },
    // Signed-out staff are checkAuth's and checkError's to send to /login and back. A "no" here would first send
    // them to the access-denied page, and the login page would then bring them back to that page.
    async canAccess({ resource, action }: { resource: string; action: string }) {
      const user = await currentUser();
      return user === null || can(user.role, screenCapability(resource, action));
    },
    async getIdentity() {
      const user = await service.currentUser();
      if (!user) throw { redirectTo: loginPathBackTo(location) };
      return { id: user.email, fullName: user.name || user.email };
    },
  };
}

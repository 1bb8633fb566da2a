import type { SessionSource, StaffSession } from '../../src/shared/auth/session';
import { isDashboardPath } from '../../src/shared/routes/routeTable';

/** What the server's guard sees for /dashboard in Firebase mode: "the browser decides". */
export const CHECKED_IN_BROWSER: StaffSession = Object.freeze({ email: '', name: 'Anmeldung wird im Browser geprüft' });

/**
 * Firebase keeps the sign-in in the browser (IndexedDB); no cookie reaches the server, so the server
 * render cannot tell staff from visitors. It lets /dashboard through to the client shell — a noindex
 * spinner without any data — and the browser's guard (the Firebase session) sends visitors to
 * /login; the data itself is protected by firestore.rules, whatever a browser does.
 * Every other page gets no session, as for any visitor.
 */
export const browserCheckedSession: SessionSource = {
  async getSession(request) {
    return isDashboardPath(new URL(request.url).pathname) ? CHECKED_IN_BROWSER : null;
  },
};

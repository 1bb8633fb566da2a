import { cookieStaffFetch, type StaffFetch } from '../../shared/auth/staffFetch';
import { clientBackendMode } from '../../shared/firebase/backendMode';
import { loadFirebase } from '../../shared/firebase/browser/lazy';

/** The session cookie (embedded), or the signed-in user's Firebase ID token (Firebase mode, server/auth/firebaseStaffGuard.ts). */
export const backendStaffFetch: StaffFetch = async (path, init) =>
  clientBackendMode() === 'embedded' ? cookieStaffFetch(path, init) : (await loadFirebase()).staffFetch(path, init);

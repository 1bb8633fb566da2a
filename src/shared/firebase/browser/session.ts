import type { SessionSource, StaffSession } from '../../auth/session';
import type { FirebaseStaffAuth } from './authService';

/**
 * The route guards' session in the browser in Firebase mode: the Firebase sign-in (kept by the SDK
 * in IndexedDB) plus the staff entry, instead of the embedded server's cookie (browserSession.ts).
 */
export function firebaseSessionSource(service: FirebaseStaffAuth): SessionSource {
  return {
    async getSession(): Promise<StaffSession | null> {
      const user = await service.currentUser();
      return user && { email: user.email, ...(user.name ? { name: user.name } : {}) };
    },
  };
}

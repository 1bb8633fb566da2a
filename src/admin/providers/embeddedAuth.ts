import { browserSession } from '../../shared/auth/browserSession';
import { login, logout } from '../../shared/auth/staffAuthApi';
import type { StaffAuthService } from './authProvider';

/** Sign-in against the embedded server: an httpOnly session cookie, so the browser asks /api/auth/me. */
export const embeddedAuth: StaffAuthService = {
  signIn: login,
  currentUser: () => browserSession.getSession(new Request(window.location.href)),
  signOut: logout,
};

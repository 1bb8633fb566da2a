import { isPortalPasswordEnv } from '../../src/shared/resources/portals';
import type { PortalPasswords } from '../config';

/**
 * A portal's password from the server's configuration (every PORTAL_<NAME>_PASSWORD set at start). A record saved before the name rule, or written past the
 * dashboard, may name any variable: such a name is refused before anything is read, so no other secret of the
 * server can reach the portal's host, and no answer tells whether that variable is set.
 */
export function portalPassword(passwordEnv: string, passwords: PortalPasswords): string {
  if (!isPortalPasswordEnv(passwordEnv)) {
    throw new Error(
      'Die Umgebungsvariable für das Passwort muss PORTAL_NAME_PASSWORD heißen (Großbuchstaben, Ziffern und Unterstriche); bitte korrigieren Sie das Portal. Es wurde nichts übertragen.',
    );
  }
  const password = passwords[passwordEnv];
  if (!password) throw new Error(`Die Umgebungsvariable ${passwordEnv} mit dem Passwort ist auf dem Server nicht gesetzt.`);
  return password;
}

/** Whether the portal's password is there, answered only for a name a portal may use. */
export const portalPasswordSet = (passwordEnv: string, passwords: PortalPasswords) =>
  isPortalPasswordEnv(passwordEnv) && Boolean(passwords[passwordEnv]);

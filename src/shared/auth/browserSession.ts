import type { SessionSource } from './session';

/**
 * Until staff sign-in exists, every visitor of the browser app is signed out.
 */
export const browserSession: SessionSource = {
  getSession: async () => null,
};

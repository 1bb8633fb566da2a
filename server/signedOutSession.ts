import type { SessionSource } from '../src/shared/auth/session';

/** Until staff sign-in exists on the server, every request is signed out. */
export const signedOutSession: SessionSource = { getSession: async () => null };

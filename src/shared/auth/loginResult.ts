import type { StaffSession } from './session';

/**
 * `pendingToken`: the password was right, and the account has two factors (embedded mode): the sign-in continues with
 * `secondFactorLogin` (the token is not a session).
 */
export type LoginResult =
  { ok: true; user: StaffSession } | { ok: false; message: string; fieldErrors?: Record<string, string>; pendingToken?: string };

import type { Role } from './rolePolicy';

/** The signed-in member of staff, as the route guards and the dashboard see them. */
export interface StaffSession {
  email: string;
  name?: string;
  /** The role of the role matrix (rolePolicy.ts); the dashboard hides what it may not do, the server refuses it. */
  role?: Role;
}

/** Where guards ask whether a request belongs to a signed-in member of staff. */
export interface SessionSource {
  getSession(request: Request): Promise<StaffSession | null>;
}

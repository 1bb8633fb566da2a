/** The signed-in member of staff, as the route guards and the dashboard see them. */
export interface StaffSession {
  email: string;
  name?: string;
}

/** Where guards ask whether a request belongs to a signed-in member of staff. */
export interface SessionSource {
  getSession(request: Request): Promise<StaffSession | null>;
}

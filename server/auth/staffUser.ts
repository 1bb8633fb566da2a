import type { Role } from '../../src/shared/auth/rolePolicy';

/** What the rest of the server may know about a member of staff (never the hash). */
export interface StaffUser {
  id: string;
  email: string;
  name: string | null;
  role: Role;
}

export const toStaffUser = ({ id, email, name, role }: StaffUser): StaffUser => ({ id, email, name, role });

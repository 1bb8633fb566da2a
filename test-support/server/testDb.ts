import { openDatabase, type Db } from '../../server/db/database';
import { createUser, type Role } from '../../server/auth/users';
import { type StaffUser } from '../../server/auth/staffUser';

/** An in-memory database with the real schema, for the auth unit tests. */
export const memoryDb = (): Db => openDatabase(':memory:');

export const addTestUser = (db: Db, email = 'mara@example.de', role: Role = 'editor', password = 'Rheinblick-2024'): Promise<StaffUser> =>
  createUser(db, { email, name: 'Mara Muster', password, role });

import { join } from 'node:path';
import type { ServerConfig } from '../config';
import { openDatabase } from '../db/database';
import type { PersonalDataStore } from './personalDataStore';
import { SqlitePersonalData } from './sqlitePersonalData';

/** The data requests' store of the configured backend, for `npm run privacy`. */
export async function openPersonalData(
  config: Pick<ServerConfig, 'backend' | 'dataDir' | 'firebase'>,
): Promise<{ store: PersonalDataStore; close: () => Promise<void> }> {
  const db = openDatabase(join(config.dataDir, 'content.sqlite'));
  return { store: new SqlitePersonalData(db), close: async () => void db.close() };
}

import type { ErasureCounts, PersonalDataReport, StoredRecord } from '../../src/shared/privacy/personalData';

/**
 * Data requests behind one seam (docs/privacy.md): the embedded database (sqlitePersonalData.ts) or Firestore with
 * the server's account (server/privacy/firestorePersonalData.ts). The dashboard's routes and `npm run privacy` use only this.
 */
export interface PersonalDataStore {
  /** Everything stored about the address (case ignored). */
  find(email: string): Promise<PersonalDataReport>;
  /** Erases what `find` finds, everywhere, and leaves a note without the address; answers how many of each went. */
  erase(email: string, by: string): Promise<ErasureCounts>;
  /** One inquiry by id, read in full: the Nachweis (server/evidence/) starts from it and finds the rest by its address. */
  inquiry(id: string): Promise<StoredRecord | null>;
}

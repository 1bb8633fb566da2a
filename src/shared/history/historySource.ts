import type { HistoryEntry, TrashEntry } from './changes';

/** A Papierkorb line as the dashboard lists it (the full record stays with the backend until it is restored). */
export type TrashItem = Omit<TrashEntry, 'record'>;

/**
 * Where the dashboard reads a record's history and the Papierkorb: the embedded server's API
 * (server/history/historyRoutes.ts) or Firestore's `{collection}/{id}/history` and `trash` in Firebase mode.
 * Refusals throw an Error with the German message to show.
 */
export interface HistorySource {
  /** A record's changes, newest first. */
  list(resource: string, id: string): Promise<HistoryEntry[]>;
  /** Writes the record as it was after `entryId` as a new change. */
  restoreVersion(resource: string, id: string, entryId: string): Promise<void>;
  trash(): Promise<TrashItem[]>;
  restoreFromTrash(resource: string, id: string): Promise<void>;
}

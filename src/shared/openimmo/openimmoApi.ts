/** What the embedded server's OpenImmo routes answer (server/openimmo/openimmoRoutes.ts), for the dashboard. */

/** One line of the transfer log. */
export interface TransferLogEntry {
  id: string;
  portalId: string;
  portalName: string;
  umfang: 'VOLL' | 'TEIL';
  reason: string;
  status: 'running' | 'success' | 'failed';
  startedAt: number;
  finishedAt: number | null;
  listings: number;
  changes: number;
  deletions: number;
  references: number;
  fileName: string | null;
  error: string | null;
}

export type Outcome = 'angelegt' | 'aktualisiert' | 'gelöscht' | 'übersprungen';

export interface ListingReport {
  objectNumber: string;
  title: string;
  outcome: Outcome;
  /** Why a listing was skipped (German). */
  reason?: string;
  warnings: string[];
}

export interface ImportReport {
  umfang: string;
  dryRun: boolean;
  listings: ListingReport[];
  /** About the file as a whole (German). */
  warnings: string[];
}

export interface TransfersOverview {
  portals: { id: string; name: string; passwordEnv: string; passwordSet: boolean }[];
  transfers: TransferLogEntry[];
}

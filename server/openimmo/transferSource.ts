import type { PortalRecord } from '../../src/shared/resources/portals';
import type { ExportSource } from './exportDocument';
import type { ListingRecord } from './exportListing';

export type Portal = PortalRecord & { id: string };

/**
 * What a transfer reads: the portal records, every listing and what the export needs beside them. The database
 * here (storeTransferSource), Firestore with the server's account in Firebase mode (server/openimmo/firestoreSource.ts).
 */
export interface TransferSource {
  portals(): Promise<Portal[]>;
  listings(): Promise<ListingRecord[]>;
  exportSource(): Promise<ExportSource>;
}

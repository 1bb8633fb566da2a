import { isCurrentOffer } from '../../src/shared/resources/propertyScopes';
import { properties } from '../../src/shared/resources/properties';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import { team, type TeamRecord } from '../../src/shared/resources/team';
import { portals } from '../../src/shared/resources/portals';
import type { PortalPasswords } from '../config';
import type { Db } from '../db/database';
import type { DocumentStore } from '../db/documentStore';
import type { ImageBytes } from '../exposePdf/pdfImages';
import { JobLease } from '../jobs/jobLease';
import type { ExportSource } from './exportDocument';
import type { Portal, TransferSource } from './transferSource';
import type { ListingRecord } from './exportListing';
import type { TransferDeps } from './portalTransfer';
import { SqliteTransferLedger } from './transferLedger';

const EVERYTHING = { conditions: [], sort: { field: 'createdAt', order: 'ASC' as const }, offset: 0, limit: -1 };

export function findPortals(store: DocumentStore): Portal[] {
  return store.list(portals.name, { conditions: [], sort: { field: 'name', order: 'ASC' }, offset: 0, limit: -1 })
    .data as unknown as Portal[];
}

/** Every property, oldest first (a transfer's order stays the same from run to run). */
export function allListings(store: DocumentStore): ListingRecord[] {
  return store.list(properties.name, EVERYTHING).data as unknown as ListingRecord[];
}

/** What a file export without a portal holds: every published current offer. */
export const isPublishedOffer = (record: ListingRecord) => Boolean(record.published) && isCurrentOffer(record);
export const publishedOffers = (store: DocumentStore) => allListings(store).filter(isPublishedOffer);

export const NO_AGENCY = 'Die Agenturdaten fehlen: Bitte legen Sie sie im Dashboard unter „Agenturdaten“ an.';

/** The agency's data and contact persons the listings name, and where the pictures' bytes come from. */
export function exportSource(store: DocumentStore, imageBytes: ImageBytes): ExportSource {
  const agency = store.get('settings', 'agency') as unknown as SettingsRecord | undefined;
  if (!agency) throw new Error(NO_AGENCY);
  const members = store.list(team.name, EVERYTHING).data as unknown as (TeamRecord & { id: string })[];
  return { agency, team: new Map(members.map((member) => [member.id, member])), imageBytes };
}

export function storeTransferSource(store: DocumentStore, imageBytes: ImageBytes): TransferSource {
  return {
    portals: async () => findPortals(store),
    listings: async () => allListings(store),
    exportSource: async () => exportSource(store, imageBytes),
  };
}

/** The embedded backend's transfers: its database for the records, the log and the lease. */
export function storeTransferDeps(db: Db, store: DocumentStore, imageBytes: ImageBytes, portalPasswords: PortalPasswords): TransferDeps {
  return { source: storeTransferSource(store, imageBytes), ledger: new SqliteTransferLedger(db), lease: new JobLease(db), portalPasswords };
}

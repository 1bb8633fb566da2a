import { isCurrentOffer } from '../../src/shared/resources/propertyScopes';
import { properties } from '../../src/shared/resources/properties';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import { team, type TeamRecord } from '../../src/shared/resources/team';
import type { DocumentStore } from '../db/documentStore';
import type { ImageBytes } from '../exposePdf/pdfImages';
import type { ExportSource } from './exportDocument';
import type { ListingRecord } from './exportListing';

const EVERYTHING = { conditions: [], sort: { field: 'createdAt', order: 'ASC' as const }, offset: 0, limit: -1 };

/** Every property, oldest first (a transfer's order stays the same from run to run). */
export function allListings(store: DocumentStore): ListingRecord[] {
  return store.list(properties.name, EVERYTHING).data as unknown as ListingRecord[];
}

/** What a file export without a portal holds: every published current offer. */
export const publishedOffers = (store: DocumentStore) => allListings(store).filter((record) => record.published && isCurrentOffer(record));

/** The agency's data and contact persons the listings name, and where the pictures' bytes come from. */
export function exportSource(store: DocumentStore, imageBytes: ImageBytes): ExportSource {
  const agency = store.get('settings', 'agency') as unknown as SettingsRecord | undefined;
  if (!agency) throw new Error('Die Agenturdaten fehlen: Bitte legen Sie sie im Dashboard unter „Agenturdaten“ an.');
  const members = store.list(team.name, EVERYTHING).data as unknown as (TeamRecord & { id: string })[];
  return { agency, team: new Map(members.map((member) => [member.id, member])), imageBytes };
}

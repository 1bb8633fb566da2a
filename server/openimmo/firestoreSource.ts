import type { PublicDataSource } from '../../src/shared/data/publicData';
import { readAll } from '../../src/shared/firebase/allDocuments';
import { toRecord } from '../../src/shared/firebase/documents';
import { DOCUMENT_ID } from '../../src/shared/firebase/firestoreQuery';
import type { FirestorePort } from '../../src/shared/firebase/port';
import { portals } from '../../src/shared/resources/portals';
import { properties } from '../../src/shared/resources/properties';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import type { TeamRecord } from '../../src/shared/resources/team';
import type { ImageBytes } from '../exposePdf/pdfImages';
import type { ListingRecord } from './exportListing';
import { NO_AGENCY } from './sqliteSource';
import type { Portal, TransferSource } from './transferSource';

/**
 * What a transfer reads in Firebase mode: the portal records and every listing in full, read with the server's
 * account (firestore.rules let it read `portals` and `properties`, access.serverReads), in document order (stable
 * from run to run, like the embedded backend's creation order); the agency data and the contact persons as visitors see them, from the server's live copy
 * (an unpublished team member is not named, as in the exposé PDF); the pictures from Cloud Storage (storageImages).
 */
export function firestoreTransferSource(port: FirestorePort, data: PublicDataSource, imageBytes: ImageBytes): TransferSource {
  return {
    portals: async () =>
      (await readAll(port, { collection: portals.name, filters: [], orderBy: { field: 'name', direction: 'asc' } })).map(
        toRecord,
      ) as unknown as Portal[],
    listings: async () =>
      (await readAll(port, { collection: properties.name, filters: [], orderBy: { field: DOCUMENT_ID, direction: 'asc' } })).map(
        toRecord,
      ) as unknown as ListingRecord[],
    async exportSource() {
      const agency = await data.getOne<SettingsRecord>('settings', 'agency');
      if (!agency) throw new Error(NO_AGENCY);
      const members = await data.getList<TeamRecord & { id: string }>('team');
      return { agency, team: new Map(members.data.map((member) => [member.id, member])), imageBytes };
    },
  };
}

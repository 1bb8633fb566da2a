import type { PublicDataSource } from '../../src/shared/data/publicData';
import { toRecord } from '../../src/shared/firebase/documents';
import type { FirestorePort } from '../../src/shared/firebase/port';
import { properties } from '../../src/shared/resources/properties';
import { visitorRecords, type ExposeRecords } from './exposePdfService';
import { publishableListing } from './sqliteExposeRecords';

/**
 * Staff's exposé records in Firebase mode: any listing, published or not, read in full with the server's account
 * (firestore.rules let it read `properties`, access.serverReads) and cut to what may be published; the contact person
 * and the agency data as visitors see them (an unpublished team member is not named, the agency's address is).
 */
export function firestoreStaffExposeRecords(port: Pick<FirestorePort, 'get'>, data: PublicDataSource): ExposeRecords {
  return {
    ...visitorRecords(data),
    async listing(id) {
      const doc = await port.get(properties.name, id);
      return doc ? publishableListing(toRecord(doc), id) : null;
    },
  };
}

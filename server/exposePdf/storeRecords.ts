import { visitorView } from '../../src/shared/resources/access';
import { properties, type PropertyRecord } from '../../src/shared/resources/properties';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import { team, type TeamRecord } from '../../src/shared/resources/team';
import type { DocumentStore } from '../db/documentStore';
import type { ExposeRecords } from './exposePdfService';

/**
 * Staff's exposé records in the embedded backend: any listing and contact person, published or not, but only with
 * what may be published of them (no internal notes, the street only with "Genaue Adresse veröffentlichen"): the PDF
 * is what agents send to buyers.
 */
export function storeRecords(store: DocumentStore): ExposeRecords {
  return {
    async listing(id) {
      const record = store.get(properties.name, id);
      return record
        ? ({
            ...visitorView(properties, record),
            id,
          } as unknown as PropertyRecord)
        : null;
    },
    async team(id) {
      const record = store.get(team.name, id);
      return record ? ({ ...visitorView(team, record), id } as unknown as TeamRecord) : null;
    },
    async settings() {
      return (store.get('settings', 'agency') as unknown as SettingsRecord | undefined) ?? null;
    },
  };
}

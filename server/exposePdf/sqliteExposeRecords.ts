import { visitorView } from '../../src/shared/resources/access';
import { properties, type PropertyRecord } from '../../src/shared/resources/properties';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import { team, type TeamRecord } from '../../src/shared/resources/team';
import type { DocumentStore } from '../db/documentStore';
import type { ExposeRecords } from './exposePdfService';

/**
 * What may be published of a listing, whatever its status: the staff's PDF is what agents send to buyers, so it
 * leaves out the internal notes and shows the street only with "Genaue Adresse veröffentlichen" (both backends).
 */
export const publishableListing = (record: Record<string, unknown>, id: string) =>
  ({ ...visitorView(properties, record), id }) as unknown as PropertyRecord;

/** Staff's exposé records in the embedded backend: any listing and contact person, published or not, as publishable. */
export function storeRecords(store: DocumentStore): ExposeRecords {
  return {
    async listing(id) {
      const record = store.get(properties.name, id);
      return record ? publishableListing(record, id) : null;
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

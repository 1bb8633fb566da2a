import { alertsCsv } from '../../search/alertCsv';
import { alertRowOf, criteriaOf, matchesAlertFilters, newestFirst, summaryOf, type AlertRow } from '../../search/alertRow';
import { matchesCriteria } from '../../search/offerCriteria';
import type { AlertFilters, AlertStatus } from '../../search/searchAlert';
import type { SearchAlertSource } from '../../search/searchAlertSource';
import { readAll } from '../allDocuments';
import { DOCUMENT_ID, type FirestoreQuerySpec } from '../firestoreQuery';
import type { FirestorePort } from '../port';
import { deleteSearchAlerts } from '../searchAlertDeletion';
import { ALERT_MATCHES_COLLECTION, ALERTS_COLLECTION } from '../serverCollections';

const NOT_FOUND = 'Der Suchauftrag wurde nicht gefunden. Vielleicht wurde er inzwischen gelöscht.';
const everything = (collection: string): FirestoreQuerySpec => ({
  collection,
  filters: [],
  orderBy: { field: DOCUMENT_ID, direction: 'asc' },
});

/**
 * The dashboard's "Suchaufträge" in Firebase mode, read by staff straight from the server-only collections
 * (firestore.rules let staff read and delete them). Firestore cannot search inside an address or a list of districts,
 * so the list reads all requests — an agency's hundreds or few thousand — and filters them as the embedded server's
 * SQL does (matchesAlertFilters); the announced listings are counted per shown request, for the export read at once.
 */
export function firestoreSearchAlertSource(port: FirestorePort): SearchAlertSource {
  const filtered = async (filters: AlertFilters): Promise<AlertRow[]> =>
    (await readAll(port, everything(ALERTS_COLLECTION)))
      .map((doc) => alertRowOf(doc.id, doc.data))
      .filter((row) => matchesAlertFilters(row, filters))
      .sort(newestFirst);
  const announced = (id: string) =>
    port.count({
      collection: ALERT_MATCHES_COLLECTION,
      filters: [{ field: 'alert_id', op: '==', value: id }],
      orderBy: { field: DOCUMENT_ID, direction: 'asc' },
    });

  return {
    async list(filters, offset, limit) {
      const rows = await filtered(filters);
      const page = rows.slice(offset, offset + limit);
      const counts = await Promise.all(page.map((row) => announced(row.id)));
      return { entries: page.map((row, index) => summaryOf(row, counts[index])), total: rows.length };
    },
    async counts() {
      const counts: Record<AlertStatus, number> = { aktiv: 0, unbestaetigt: 0 };
      for (const row of await filtered({})) counts[row.confirmed_at === null ? 'unbestaetigt' : 'aktiv'] += 1;
      return counts;
    },
    async demand(listing) {
      // The confirmed requests only, met by the one rule of the offer search and the job.
      const confirmed = await readAll(port, {
        collection: ALERTS_COLLECTION,
        filters: [{ field: 'confirmed_at', op: '>=', value: 0 }],
        orderBy: { field: 'confirmed_at', direction: 'asc' },
      });
      return confirmed.filter((doc) => matchesCriteria(criteriaOf(alertRowOf(doc.id, doc.data)), listing)).length;
    },
    async remove(id) {
      if (!(await port.get(ALERTS_COLLECTION, id))) throw new Error(NOT_FOUND);
      await deleteSearchAlerts(port, [id]);
    },
    csv: {
      async text(filters) {
        const [rows, matches] = await Promise.all([filtered(filters), readAll(port, everything(ALERT_MATCHES_COLLECTION))]);
        const perAlert = new Map<string, number>();
        for (const match of matches) perAlert.set(String(match.data.alert_id), (perAlert.get(String(match.data.alert_id)) ?? 0) + 1);
        return alertsCsv(rows.map((row) => summaryOf(row, perAlert.get(row.id) ?? 0)));
      },
    },
  };
}

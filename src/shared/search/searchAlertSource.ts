import type { ListingFacts } from './offerCriteria';
import type { AlertFilters, AlertStatus, AlertSummary } from './searchAlert';

/**
 * Where the dashboard's "Suchaufträge" come from: the embedded server's staff routes, or in Firebase mode the
 * server-only collections, which staff read and delete directly (src/shared/firebase/browser/firestoreSearchAlerts.ts).
 */
export interface SearchAlertSource {
  list(filters: AlertFilters, offset: number, limit: number): Promise<{ entries: AlertSummary[]; total: number }>;
  counts(): Promise<Record<AlertStatus, number>>;
  /** Deletes the request with its links, announced listings and mails (DSGVO Art. 17). */
  remove(id: string): Promise<void>;
  /** How many active requests a listing meets, announced or not: the reach staff see before publishing. */
  demand(listing: ListingFacts): Promise<number>;
  /** The CSV export: a link the server answers, or the file made in the browser. */
  csv: { href(filters: AlertFilters): string } | { text(filters: AlertFilters): Promise<string> };
}

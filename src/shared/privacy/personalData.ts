import type { HistoryEntry } from '../history/changes';
import type { OutboxEntry } from '../mail/outbox';
import type { AlertSummary } from '../search/searchAlert';

/**
 * What a data request (Art. 15 and 17 DSGVO, docs/privacy.md) finds about one e-mail address, the same in both
 * backends: the dashboard's "Datenauskunft" shows it, the PDF lays it out and the JSON export is this object as it is.
 */
export interface PersonalDataReport {
  /** The address asked about, as staff typed it (matching ignores case). */
  email: string;
  /** When the report was made (ISO). */
  createdAt: string;
  /** Inquiries from the address, the valuation funnel's requests (topic "bewertung") among them; stored fields as they are. */
  inquiries: StoredRecord[];
  withdrawals: StoredRecord[];
  searchRequests: AlertSummary[];
  /** Mails to or about the address, with their text (secret links removed). */
  mails: FoundMail[];
  /** Change history of those records, and any entry that names the address. */
  history: HistoryEntry[];
  /** Earlier erasures of this address: only that they happened, when and by whom. */
  erasures: ErasureNote[];
}

export interface StoredRecord {
  id: string;
  createdAt: string;
  data: Record<string, unknown>;
  /** Deleted by staff and still in the Papierkorb (30 days), so still stored. */
  inTrash?: boolean;
}

export interface FoundMail extends OutboxEntry {
  text: string;
}

/** The only trace an erasure leaves: no address, only a salted hash of it. */
export interface ErasureNote {
  at: string;
  /** The member of staff, or "Kommandozeile" for `npm run privacy`. */
  by: string;
  counts: ErasureCounts;
}

export const ERASED_KINDS = ['inquiries', 'withdrawals', 'searchRequests', 'mails', 'history'] as const;
export type ErasedKind = (typeof ERASED_KINDS)[number];
export type ErasureCounts = Record<ErasedKind, number>;

/** How many of each were found: the erasure's confirmation names them, and its note keeps them. */
export const countsOf = (report: PersonalDataReport): ErasureCounts => ({
  inquiries: report.inquiries.length,
  withdrawals: report.withdrawals.length,
  searchRequests: report.searchRequests.length,
  mails: report.mails.length,
  history: report.history.length,
});

export const isEmptyReport = (report: PersonalDataReport) => ERASED_KINDS.every((kind) => countsOf(report)[kind] === 0);

/** Who erased, when the command line did it. */
export const COMMAND_LINE_ACTOR = 'Kommandozeile (npm run privacy)';

import type { SettingsRecord } from '../../src/shared/resources/settings';
import type { OutgoingMail } from '../mail/outgoingMail';

type Loose = Record<string, unknown>;
/** A stored inquiry as the matching reads it. */
export type StoredInquiry = Loose & { id: string; createdAt?: unknown };

/** A withdrawal to store: its record, the inquiry it withdraws (marked "widerrufen"), and its mails, all or nothing. */
export interface WithdrawalWrite {
  id: string;
  record: Loose;
  inquiry: StoredInquiry | null;
  mails: readonly OutgoingMail[];
}

/** What the withdrawal service needs of a backend: SQLite with the outbox (sqliteWithdrawals.ts) or Firestore. */
export interface WithdrawalData {
  newId(): string;
  /** The inquiries sent from this address, whatever the case of its letters, newest first. */
  inquiriesFrom(email: string): Promise<StoredInquiry[]>;
  /** A property or team record, as stored. */
  read(collection: 'properties' | 'team', id: string): Promise<Loose | null>;
  settings(): Promise<Partial<SettingsRecord> | null>;
  /** Confirmations of receipt queued to this mailbox since a time (the limits of confirmationLimit.ts). */
  confirmationsTo(recipient: string, since: number): Promise<number>;
  store(write: WithdrawalWrite): Promise<void>;
}

const DAY = 24 * 60 * 60 * 1000;
/**
 * The longest a right of withdrawal can last: twelve months and fourteen days without a proper notice
 * (§ 356 Abs. 3 BGB). Older inquiries are not matched by address alone.
 */
export const LONGEST_WITHDRAWAL_PERIOD_MS = 380 * DAY;

export const timeOf = (value: unknown) => (value instanceof Date ? value.getTime() : Date.parse(String(value)));

/**
 * The inquiry a statement withdraws: the one the mail's link names, if it came from this address; otherwise the only
 * inquiry about an offer from this address within the longest period. Null when none or several qualify: staff
 * match it in the dashboard, and the staff mail says so.
 */
export function chooseInquiry(candidates: readonly StoredInquiry[], linked: string | null, now: number): StoredInquiry | null {
  const named = linked ? candidates.find((inquiry) => inquiry.id === linked) : undefined;
  if (named) return named;
  const open = candidates.filter(
    (inquiry) =>
      typeof inquiry.property === 'string' &&
      inquiry.status !== 'widerrufen' &&
      timeOf(inquiry.createdAt) > now - LONGEST_WITHDRAWAL_PERIOD_MS,
  );
  return open.length === 1 ? open[0] : null;
}

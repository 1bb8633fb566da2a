import type { MailKind, OutboxContent, OutboxEntry, OutboxStatus } from '../mail/outbox';

/**
 * The `mail` collection of the official "Trigger Email from Firestore" extension: the server (or, for a test mail, a
 * member of staff) writes `to`, `replyTo` and `message: { subject, text, html }`; the extension sends it and writes
 * `delivery: { state, attempts, error, startTime, endTime }` back. `kind`, `toName` and `related` are ours, for
 * the dashboard; the extension ignores them.
 */
export const MAIL_COLLECTION = 'mail';

export interface MailDocument {
  to: string;
  replyTo?: string;
  /** Extra header lines, which the extension passes on (the search requests' List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string>;
  message: OutboxContent & { attachments?: { filename: string; path: string }[] };
  kind: MailKind;
  toName: string | null;
  related: { collection: string; id: string } | null;
}

interface Delivery {
  state?: 'PENDING' | 'PROCESSING' | 'RETRY' | 'SUCCESS' | 'ERROR';
  attempts?: number;
  error?: string | null;
  startTime?: unknown;
  endTime?: unknown;
}

/** A Firestore Timestamp (nested in `delivery`, so not converted with the document) or an ISO string, as ISO. */
function iso(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function') return (value as { toDate(): Date }).toDate().toISOString();
  return null;
}

const STATUS: Record<NonNullable<Delivery['state']>, OutboxStatus> = {
  PENDING: 'pending',
  PROCESSING: 'pending',
  RETRY: 'pending',
  SUCCESS: 'sent',
  ERROR: 'failed',
};

/** A `mail` document as the Postausgang shows it. */
export function outboxEntryOf(id: string, data: Record<string, unknown>): OutboxEntry {
  const delivery = (data.delivery ?? {}) as Delivery;
  const status = delivery.state ? STATUS[delivery.state] : 'pending';
  const message = (data.message ?? {}) as Partial<OutboxContent>;
  return {
    id,
    kind: (data.kind as MailKind) ?? 'inquiry-staff',
    to: String(data.to ?? ''),
    toName: typeof data.toName === 'string' ? data.toName : null,
    replyTo: typeof data.replyTo === 'string' ? data.replyTo : null,
    subject: String(message.subject ?? ''),
    status,
    attempts: delivery.attempts ?? 0,
    lastError: delivery.error ?? null,
    createdAt: iso(data.createdAt) ?? new Date(0).toISOString(),
    lastAttemptAt: iso(delivery.startTime),
    nextAttemptAt: null,
    sentAt: status === 'sent' ? iso(delivery.endTime) : null,
    related: (data.related as OutboxEntry['related']) ?? null,
  };
}

import type { Db } from '../db/database';
import type { MailKind, OutboxContent, OutboxEntry, OutboxStatus } from '../../src/shared/mail/outbox';
import { redact, secretsOf, type Row } from './outboxRow';

/** Kinds whose links are removed once sent or given up, so they are never sent again. */
const SINGLE_SEND_KINDS: readonly MailKind[] = [
  'password-reset',
  'staff-invitation',
  'search-alert-confirm',
  'search-alert',
  'search-alert-digest',
  'search-alert-reminder',
];

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function outboxEntryOf(row: Row): OutboxEntry {
  return {
    id: row.id,
    kind: row.kind,
    to: row.recipient,
    toName: row.recipient_name,
    replyTo: row.reply_to,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: iso(row.created_at)!,
    lastAttemptAt: iso(row.last_attempt_at),
    nextAttemptAt: row.status === 'pending' ? iso(row.next_attempt_at) : null,
    sentAt: iso(row.sent_at),
    related: row.related_collection && row.related_id ? { collection: row.related_collection, id: row.related_id } : null,
  };
}

/** Which mails the dashboard lists. */
export interface OutboxQuery {
  status?: OutboxStatus;
  offset: number;
  limit: number;
}

/** The dashboard's reading of the outbox table (migration 4), and its one write: resending a failed mail. */
export class OutboxViews {
  constructor(private readonly db: Db) {}

  /**
   * Sends a failed mail once more, from the first attempt. A reset mail or a search request's mail is never sent
   * again: its links were removed when it was given up (a new reset link is quickly requested; the next alert brings
   * new links).
   */
  resend(id: string, now: number): 'queued' | 'not-found' | 'not-failed' {
    const row = this.db.prepare('SELECT status FROM outbox WHERE id = ?').get(id) as Pick<Row, 'status'> | undefined;
    if (!row) return 'not-found';
    const result = this.db
      .prepare(
        `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, last_error = NULL WHERE id = ? AND status = 'failed' AND kind NOT IN (${SINGLE_SEND_KINDS.map(() => '?').join(', ')})`,
      )
      .run(now, id, ...SINGLE_SEND_KINDS);
    return result.changes === 1 ? 'queued' : 'not-failed';
  }

  list({ status, offset, limit }: OutboxQuery): { entries: OutboxEntry[]; total: number } {
    const where = status ? 'WHERE status = ?' : '';
    const params = status ? [status] : [];
    const rows = this.db
      .prepare(`SELECT * FROM outbox ${where} ORDER BY created_at DESC, id LIMIT ? OFFSET ?`)
      .all(...params, limit, offset) as Row[];
    const total = this.db
      .prepare(`SELECT count(*) FROM outbox ${where}`)
      .pluck()
      .get(...params) as number;
    return { entries: rows.map(outboxEntryOf), total };
  }

  get(id: string): OutboxEntry | undefined {
    const row = this.db.prepare('SELECT * FROM outbox WHERE id = ?').get(id) as Row | undefined;
    return row && outboxEntryOf(row);
  }

  /** The mail's subject and bodies for the dashboard's preview, with any secret link removed. */
  content(id: string): OutboxContent | undefined {
    const row = this.db.prepare('SELECT subject, html, text, secrets FROM outbox WHERE id = ?').get(id) as
      Pick<Row, 'subject' | 'html' | 'text' | 'secrets'> | undefined;
    if (!row) return undefined;
    const secrets = secretsOf(row);
    return { subject: row.subject, html: redact(row.html, secrets), text: redact(row.text, secrets) };
  }

  counts(): Record<OutboxStatus, number> {
    const rows = this.db.prepare('SELECT status, count(*) AS n FROM outbox GROUP BY status').all() as { status: OutboxStatus; n: number }[];
    return Object.fromEntries(
      (['pending', 'sent', 'failed'] as const).map((status) => [status, rows.find((row) => row.status === status)?.n ?? 0]),
    ) as Record<OutboxStatus, number>;
  }
}

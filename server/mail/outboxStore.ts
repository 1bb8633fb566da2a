import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { domainOf } from './mailAddress';
import { mailboxOf } from './mailbox';
import type { MailKind, OutboxContent, OutboxEntry, OutboxStatus } from '../../src/shared/mail/outbox';
import type { MailAttachment, OutgoingMail, SendableMail } from './outgoingMail';

interface Row {
  id: string;
  kind: MailKind;
  message_id: string;
  mail_from: string;
  recipient: string;
  recipient_name: string | null;
  reply_to: string | null;
  reply_to_name: string | null;
  subject: string;
  html: string;
  text: string;
  secrets: string | null;
  headers: string | null;
  related_collection: string | null;
  related_id: string | null;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: number;
  last_attempt_at: number | null;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
}

export const REDACTED = '[Link entfernt]';

/** Kinds whose links are removed once sent or given up, so they are never sent again. */
const SINGLE_SEND_KINDS: readonly MailKind[] = ['password-reset', 'staff-invitation', 'search-alert-confirm', 'search-alert', 'search-alert-digest', 'search-alert-reminder'];

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const secretsOf = (row: Pick<Row, 'secrets'>) => (row.secrets ? (JSON.parse(row.secrets) as string[]) : []);
const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The text without the given secrets, also where HTML escaped them. */
export function redact(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) result = result.split(secret).join(REDACTED).split(escapeHtml(secret)).join(REDACTED);
  return result;
}

function entryOf(row: Row): OutboxEntry {
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

function sendableOf(row: Row): SendableMail {
  return {
    messageId: row.message_id,
    kind: row.kind,
    from: { address: row.mail_from },
    to: { address: row.recipient, name: row.recipient_name ?? undefined },
    replyTo: row.reply_to ? { address: row.reply_to, name: row.reply_to_name ?? undefined } : undefined,
    subject: row.subject,
    html: row.html,
    text: row.text,
    ...(row.headers ? { headers: JSON.parse(row.headers) as Record<string, string> } : {}),
  };
}

/** Which mails the dashboard lists. */
export interface OutboxQuery {
  status?: OutboxStatus;
  offset: number;
  limit: number;
}

/**
 * All SQL of the outbox table (migration 4). `enqueue` takes part in the caller's transaction (better-sqlite3 runs
 * it on the same connection), so a mail is stored together with what caused it or not at all.
 */
export class OutboxStore {
  constructor(private readonly db: Db) {}

  enqueue(mail: OutgoingMail, now: number): string {
    const id = randomBytes(15).toString('base64url');
    this.db
      .prepare(
        `INSERT INTO outbox (id, kind, message_id, mail_from, recipient, recipient_name, reply_to, reply_to_name, subject, html, text,
           secrets, headers, related_collection, related_id, next_attempt_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        id,
        mail.kind,
        `<${id}@${domainOf(mail.from.address)}>`,
        mail.from.address,
        mail.to.address,
        mail.to.name ?? null,
        mail.replyTo?.address ?? null,
        mail.replyTo?.name ?? null,
        mail.subject,
        mail.html,
        mail.text,
        mail.secrets?.length ? JSON.stringify(mail.secrets) : null,
        mail.headers ? JSON.stringify(mail.headers) : null,
        mail.related?.collection ?? null,
        mail.related?.id ?? null,
        now,
        now,
      );
    this.storeAttachments(id, mail.attachments ?? []);
    return id;
  }

  private storeAttachments(id: string, attachments: readonly MailAttachment[]) {
    attachments.forEach((attachment, position) => {
      const sha256 = createHash('sha256').update(attachment.content).digest('hex');
      this.db.prepare('INSERT OR IGNORE INTO mail_files (sha256, content) VALUES (?, ?)').run(sha256, attachment.content);
      this.db
        .prepare('INSERT INTO outbox_attachments (outbox_id, position, filename, content_type, sha256) VALUES (?, ?, ?, ?, ?)')
        .run(id, position, attachment.filename, attachment.contentType, sha256);
    });
  }

  /** The files sent with a mail, in order. */
  attachments(id: string): MailAttachment[] {
    return this.db
      .prepare(
        `SELECT a.filename, a.content_type AS contentType, f.content FROM outbox_attachments a JOIN mail_files f ON f.sha256 = a.sha256
         WHERE a.outbox_id = ? ORDER BY a.position`,
      )
      .all(id) as MailAttachment[];
  }

  /**
   * Takes the next due mail for this worker until `claimUntil`, or undefined when none is due. The claim is one
   * conditional UPDATE, so of several processes exactly one gets a mail; a claim whose worker died runs out.
   */
  claimNext(worker: string, now: number, claimUntil: number): (SendableMail & { id: string; attempts: number }) | undefined {
    return this.db.transaction(() => {
      const row = this.db
        .prepare(
          `SELECT * FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until < ?)
           ORDER BY next_attempt_at, created_at LIMIT 1`,
        )
        .get(now, now) as Row | undefined;
      if (!row) return undefined;
      const claimed = this.db
        .prepare(`UPDATE outbox SET claimed_by = ?, claimed_until = ? WHERE id = ? AND status = 'pending' AND (claimed_until IS NULL OR claimed_until < ?)`)
        .run(worker, claimUntil, row.id, now);
      if (claimed.changes !== 1) return undefined;
      const attachments = this.attachments(row.id);
      return { ...sendableOf(row), ...(attachments.length ? { attachments } : {}), id: row.id, attempts: row.attempts };
    }).immediate();
  }

  /** Records a delivery; a secret link leaves the stored mail now, and so do its files (a sent mail is never sent again). */
  markSent(id: string, worker: string, now: number) {
    this.db.transaction(() => {
      if (!this.finish(id, worker, `status = 'sent', sent_at = @now, last_error = NULL`, { now })) return;
      this.db.prepare('DELETE FROM outbox_attachments WHERE outbox_id = ?').run(id);
      this.db.prepare('DELETE FROM mail_files WHERE sha256 NOT IN (SELECT sha256 FROM outbox_attachments)').run();
    })();
  }

  /** Records a failed attempt and when to try again. */
  markRetry(id: string, worker: string, now: number, retryAt: number, reason: string) {
    const result = this.db
      .prepare(
        `UPDATE outbox SET attempts = attempts + 1, last_attempt_at = ?, next_attempt_at = ?, last_error = ?, claimed_by = NULL, claimed_until = NULL
         WHERE id = ? AND claimed_by = ?`,
      )
      .run(now, retryAt, reason, id, worker);
    return result.changes === 1;
  }

  /** Gives a mail up with the reason; a secret link leaves it too. */
  markFailed(id: string, worker: string, now: number, reason: string) {
    this.finish(id, worker, `status = 'failed', last_error = @reason`, { now, reason });
  }

  /** False when this worker no longer holds the mail. */
  private finish(id: string, worker: string, set: string, values: { now: number; reason?: string }): boolean {
    return this.db.transaction(() => {
      const row = this.db.prepare('SELECT html, text, secrets FROM outbox WHERE id = ? AND claimed_by = ?').get(id, worker) as Pick<Row, 'html' | 'text' | 'secrets'> | undefined;
      if (!row) return false;
      const secrets = secretsOf(row);
      this.db
        .prepare(
          `UPDATE outbox SET ${set}, attempts = attempts + 1, last_attempt_at = @now, claimed_by = NULL, claimed_until = NULL,
             html = @html, text = @text, secrets = NULL, headers = NULL WHERE id = @id`,
        )
        .run({ reason: null, ...values, id, html: redact(row.html, secrets), text: redact(row.text, secrets) });
      return true;
    })();
  }

  /**
   * Sends a failed mail once more, from the first attempt. A reset mail or a search request's mail is never sent
   * again: its links were removed when it was given up (a new reset link is quickly requested; the next alert brings
   * new links).
   */
  resend(id: string, now: number): 'queued' | 'not-found' | 'not-failed' {
    const row = this.db.prepare('SELECT status FROM outbox WHERE id = ?').get(id) as Pick<Row, 'status'> | undefined;
    if (!row) return 'not-found';
    const result = this.db
      .prepare(`UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, last_error = NULL WHERE id = ? AND status = 'failed' AND kind NOT IN (${SINGLE_SEND_KINDS.map(() => '?').join(', ')})`)
      .run(now, id, ...SINGLE_SEND_KINDS);
    return result.changes === 1 ? 'queued' : 'not-failed';
  }

  list({ status, offset, limit }: OutboxQuery): { entries: OutboxEntry[]; total: number } {
    const where = status ? 'WHERE status = ?' : '';
    const params = status ? [status] : [];
    const rows = this.db.prepare(`SELECT * FROM outbox ${where} ORDER BY created_at DESC, id LIMIT ? OFFSET ?`).all(...params, limit, offset) as Row[];
    const total = this.db.prepare(`SELECT count(*) FROM outbox ${where}`).pluck().get(...params) as number;
    return { entries: rows.map(entryOf), total };
  }

  get(id: string): OutboxEntry | undefined {
    const row = this.db.prepare('SELECT * FROM outbox WHERE id = ?').get(id) as Row | undefined;
    return row && entryOf(row);
  }

  /** The mail's subject and bodies for the dashboard's preview, with any secret link removed. */
  content(id: string): OutboxContent | undefined {
    const row = this.db.prepare('SELECT subject, html, text, secrets FROM outbox WHERE id = ?').get(id) as Pick<Row, 'subject' | 'html' | 'text' | 'secrets'> | undefined;
    if (!row) return undefined;
    const secrets = secretsOf(row);
    return { subject: row.subject, html: redact(row.html, secrets), text: redact(row.text, secrets) };
  }

  counts(): Record<OutboxStatus, number> {
    const rows = this.db.prepare('SELECT status, count(*) AS n FROM outbox GROUP BY status').all() as { status: OutboxStatus; n: number }[];
    return Object.fromEntries((['pending', 'sent', 'failed'] as const).map((status) => [status, rows.find((row) => row.status === status)?.n ?? 0])) as Record<OutboxStatus, number>;
  }

  /** Mails of a kind to exactly this address since a time: one sign-in attack notice a day to an account's own address. */
  countTo(kind: MailKind, recipient: string, since: number): number {
    return this.db.prepare('SELECT count(*) FROM outbox WHERE kind = ? AND recipient = ? AND created_at >= ?').pluck().get(kind, recipient, since) as number;
  }

  /**
   * Mails of a kind to any spelling of an address's mailbox since a time (`Name+1@`, `n.ame@gmail.com`; mailboxOf): the
   * limit on confirmations to one recipient. A day's confirmations are few (10 per client address), so they are
   * compared here rather than by a stored column.
   */
  countToMailbox(kind: MailKind, recipient: string, since: number): number {
    const mailbox = mailboxOf(recipient);
    const recent = this.db.prepare('SELECT recipient FROM outbox WHERE kind = ? AND created_at >= ?').pluck().all(kind, since) as string[];
    return recent.filter((address) => mailboxOf(address) === mailbox).length;
  }

  /** Removes every mail about a record (a deleted search request: its data goes, also from the log of sent mails). */
  deleteRelated(collection: string, id: string) {
    this.db.prepare('DELETE FROM outbox WHERE related_collection = ? AND related_id = ?').run(collection, id);
    this.db.prepare('DELETE FROM mail_files WHERE sha256 NOT IN (SELECT sha256 FROM outbox_attachments)').run();
  }
}

import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import type { MailKind } from '../../src/shared/mail/outbox';
import { domainOf } from './mailAddress';
import { mailboxOf } from './mailbox';
import { redact, secretsOf, type Row } from './outboxRow';
import type { MailAttachment, OutgoingMail, SendableMail } from './outgoingMail';

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

/**
 * The sending side of the outbox table (migration 4): queueing, the worker's claims and outcomes, the limits counted
 * in it. `enqueue` takes part in the caller's transaction (better-sqlite3 runs it on the same connection), so a mail
 * is stored together with what caused it or not at all.
 */
export class OutboxQueue {
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
    return this.db
      .transaction(() => {
        const row = this.db
          .prepare(
            `SELECT * FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until < ?)
           ORDER BY next_attempt_at, created_at LIMIT 1`,
          )
          .get(now, now) as Row | undefined;
        if (!row) return undefined;
        const claimed = this.db
          .prepare(
            `UPDATE outbox SET claimed_by = ?, claimed_until = ? WHERE id = ? AND status = 'pending' AND (claimed_until IS NULL OR claimed_until < ?)`,
          )
          .run(worker, claimUntil, row.id, now);
        if (claimed.changes !== 1) return undefined;
        const attachments = this.attachments(row.id);
        return { ...sendableOf(row), ...(attachments.length ? { attachments } : {}), id: row.id, attempts: row.attempts };
      })
      .immediate();
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
      const row = this.db.prepare('SELECT html, text, secrets FROM outbox WHERE id = ? AND claimed_by = ?').get(id, worker) as
        Pick<Row, 'html' | 'text' | 'secrets'> | undefined;
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

  /** Mails of a kind to exactly this address since a time: one sign-in attack notice a day to an account's own address. */
  countTo(kind: MailKind, recipient: string, since: number): number {
    return this.db
      .prepare('SELECT count(*) FROM outbox WHERE kind = ? AND recipient = ? AND created_at >= ?')
      .pluck()
      .get(kind, recipient, since) as number;
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

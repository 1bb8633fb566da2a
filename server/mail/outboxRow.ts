import type { MailKind, OutboxStatus } from '../../src/shared/mail/outbox';

/** A row of the outbox table (migration 4), as the queue and the dashboard's views read it. */
export interface Row {
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

export const secretsOf = (row: Pick<Row, 'secrets'>) => (row.secrets ? (JSON.parse(row.secrets) as string[]) : []);
const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The text without the given secrets, also where HTML escaped them. */
export function redact(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) result = result.split(secret).join(REDACTED).split(escapeHtml(secret)).join(REDACTED);
  return result;
}

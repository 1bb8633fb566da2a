import type { MailSetup, OutboxContent, OutboxEntry, OutboxStatus } from './outbox';

export interface OutboxListPage {
  entries: OutboxEntry[];
  total: number;
}

/** Where the dashboard reads outgoing mail: the embedded server's outbox or Firebase's `mail` collection. */
export interface OutboxSource {
  setup(): Promise<MailSetup>;
  list(query: { status?: OutboxStatus; offset: number; limit: number }): Promise<OutboxListPage>;
  content(id: string): Promise<OutboxContent>;
  /** Sends a failed mail once more. */
  resend(id: string): Promise<void>;
  /** A test mail to the signed-in member of staff. */
  sendTest(): Promise<void>;
  /** The templates with made-up data, rendered by this server (server/mail/mailPreviewRoutes.ts, both backends). */
  previews?: { names(): Promise<string[]>; render(name: string): Promise<OutboxContent> };
}

/** A refusal with a German message, for a notification. */
export class OutboxError extends Error {}

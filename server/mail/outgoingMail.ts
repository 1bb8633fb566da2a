import type { MailKind } from '../../src/shared/mail/outbox';

export interface MailParty {
  address: string;
  name?: string;
}

/** A file sent with a mail (the exposé PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A composed mail, ready for the outbox (embedded) or the `mail` collection (Firebase). */
export interface OutgoingMail {
  kind: MailKind;
  from: MailParty;
  to: MailParty;
  replyTo?: MailParty;
  subject: string;
  html: string;
  text: string;
  /** Parts of html/text (a reset link) that must not outlive the sending: removed once it is sent or given up. */
  secrets?: string[];
  attachments?: MailAttachment[];
  /** Extra header lines (List-Unsubscribe of a search alert); they hold links, so they go once the mail is sent. */
  headers?: Record<string, string>;
  /** The record the mail is about, for the dashboard's link (e.g. the inquiry). */
  related?: { collection: string; id: string };
}

/** What a sender needs; the Message-ID stays the same on every attempt, so a receiver can drop a repeat. */
export interface SendableMail extends OutgoingMail {
  messageId: string;
}

/**
 * The dashboard's view of outgoing mail ("Postausgang"), the same in both backends: the embedded server's outbox
 * (server/mail/) and, in Firebase mode, the `mail` collection of the "Trigger Email from Firestore" extension.
 */
export type MailKind =
  | 'inquiry-staff'
  | 'inquiry-confirmation'
  | 'password-reset'
  | 'staff-invitation'
  | 'sign-in-attack'
  | 'test'
  | 'search-alert-confirm'
  | 'search-alert'
  | 'search-alert-digest'
  | 'search-alert-reminder'
  | 'withdrawal-confirmation'
  | 'withdrawal-staff';
export type OutboxStatus = 'pending' | 'sent' | 'failed';

export const mailKindLabels: Record<MailKind, string> = {
  'inquiry-staff': 'Neue Anfrage (an das Team)',
  'inquiry-confirmation': 'Eingangsbestätigung (an Interessenten)',
  'password-reset': 'Passwort zurücksetzen',
  'staff-invitation': 'Einladung zum Dashboard',
  'sign-in-attack': 'Sicherheitshinweis: fehlgeschlagene Anmeldungen',
  test: 'Testnachricht',
  'search-alert-confirm': 'Suchauftrag: Bestätigung der Anmeldung',
  'search-alert': 'Suchauftrag: neues passendes Angebot',
  'search-alert-digest': 'Suchauftrag: tägliche Übersicht',
  'search-alert-reminder': 'Suchauftrag: Nachfrage nach 12 Monaten',
  'withdrawal-confirmation': 'Widerruf: Eingangsbestätigung',
  'withdrawal-staff': 'Widerruf eingegangen (an das Team)',
};

export const outboxStatusLabels: Record<OutboxStatus, string> = {
  pending: 'wartet',
  sent: 'gesendet',
  failed: 'fehlgeschlagen',
};

/** One mail as staff see it: never the content of a secret link (a reset link is shown removed). */
export interface OutboxEntry {
  id: string;
  kind: MailKind;
  to: string;
  toName: string | null;
  replyTo: string | null;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  /** The reason of the last failed attempt (the SMTP server's words where there are any). */
  lastError: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  /** When a waiting mail is tried next (null once sent or failed, or when unknown). */
  nextAttemptAt: string | null;
  sentAt: string | null;
  /** The record the mail is about (an inquiry), for a link. */
  related: { collection: string; id: string } | null;
}

export interface OutboxContent {
  subject: string;
  html: string;
  text: string;
}

/** Whether mail goes out at all, and how many mails are in which state. */
export interface MailSetup {
  /** False: nothing is sent (no SMTP_URL; in Firebase mode: no sign of the mail extension). */
  configured: boolean;
  /** Where mail goes, without credentials (e.g. "smtp://mail.example.de:587"); null when unknown. */
  server: string | null;
  counts: Record<OutboxStatus, number>;
}

import { escapeHtml } from '../../format/escapeHtml';
import type { MailSetup, OutboxStatus } from '../../mail/outbox';
import { OutboxError, type OutboxSource } from '../../mail/outboxSource';
import { MAIL_COLLECTION, outboxEntryOf, type MailDocument } from '../mailCollection';
import type { FirestorePort } from '../port';

/** How many of the newest mails the Postausgang reads (filters and counts are judged on them). */
const WINDOW = 300;
/** A mail the extension has not touched after this long means: the extension is not installed or not running. */
const UNTOUCHED_MS = 10 * 60 * 1000;

export interface FirestoreOutboxOptions {
  /** The signed-in member of staff's address: the test mail goes there and nowhere else (firestore.rules). */
  staffEmail: () => string | null;
  now?: () => number;
}

/**
 * The Postausgang in Firebase mode, on the `mail` collection: the newest mails with the extension's delivery state,
 * a failed one set to RETRY (which the extension sends again), and a test mail a member of staff writes to
 * themselves.
 */
export function firestoreOutboxSource(port: FirestorePort, { staffEmail, now = Date.now }: FirestoreOutboxOptions): OutboxSource {
  const newest = async () => {
    const { docs } = await port.query(
      { collection: MAIL_COLLECTION, filters: [], orderBy: { field: 'createdAt', direction: 'desc' } },
      { limit: WINDOW },
    );
    return docs.map((doc) => ({ doc, entry: outboxEntryOf(doc.id, doc.data) }));
  };
  return {
    async setup(): Promise<MailSetup> {
      const mails = await newest();
      const counts: Record<OutboxStatus, number> = { pending: 0, sent: 0, failed: 0 };
      for (const { entry } of mails) counts[entry.status] += 1;
      const untouched = mails.some(({ doc, entry }) => !doc.data.delivery && now() - Date.parse(entry.createdAt) > UNTOUCHED_MS);
      return { configured: !untouched, server: 'Firebase-Erweiterung „Trigger Email from Firestore“', counts };
    },
    async list({ status, offset, limit }) {
      const entries = (await newest()).map(({ entry }) => entry).filter((entry) => !status || entry.status === status);
      return { entries: entries.slice(offset, offset + limit), total: entries.length };
    },
    async content(id) {
      const doc = await port.get(MAIL_COLLECTION, id);
      if (!doc) throw new OutboxError('Die E-Mail wurde nicht gefunden.');
      const message = doc.data.message as MailDocument['message'];
      return { subject: message.subject, html: message.html, text: message.text };
    },
    async resend(id) {
      const doc = await port.get(MAIL_COLLECTION, id);
      if (!doc || outboxEntryOf(id, doc.data).status !== 'failed')
        throw new OutboxError('Nur eine fehlgeschlagene E-Mail kann erneut gesendet werden.');
      const delivery = (doc.data.delivery ?? {}) as Record<string, unknown>;
      await port.commit([
        {
          kind: 'update',
          collection: MAIL_COLLECTION,
          id,
          fields: { delivery: { ...delivery, state: 'RETRY' } },
          meta: { updatedAt: 'now', updatedBy: staffEmail() },
        },
      ]);
    },
    async sendTest() {
      const to = staffEmail();
      if (!to) throw new OutboxError('Ihr Konto hat keine E-Mail-Adresse.');
      const text = `Diese Testnachricht wurde im Dashboard von ${to} angefordert. Wenn Sie sie lesen, kommen die E-Mails Ihrer Website an.`;
      const mail: MailDocument = {
        to,
        message: {
          subject: 'Testnachricht: Der E-Mail-Versand Ihrer Website funktioniert',
          text,
          html: `<!DOCTYPE html><html lang="de"><body><p>${escapeHtml(text)}</p></body></html>`,
        },
        kind: 'test',
        toName: null,
        related: null,
      };
      await port.commit([
        {
          kind: 'set',
          collection: MAIL_COLLECTION,
          id: port.newId(MAIL_COLLECTION),
          fields: { ...mail },
          meta: { createdAt: 'now', updatedAt: 'now', createdBy: to, updatedBy: to },
        },
      ]);
    },
  };
}

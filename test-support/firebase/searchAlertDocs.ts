import { MAIL_COLLECTION } from '../../src/shared/firebase/mailCollection';
import type { WriteOp } from '../../src/shared/firebase/port';
import { ALERT_MATCHES_COLLECTION, ALERT_TOKENS_COLLECTION, ALERTS_COLLECTION } from '../../src/shared/firebase/serverCollections';
import { MemoryFirestore } from './memoryFirestore';

const T0 = Date.parse('2026-03-02T09:00:00Z');
const meta = { createdAt: 'now', updatedAt: 'now', createdBy: null, updatedBy: null } as const;
const set = (collection: string, id: string, fields: Record<string, unknown>): WriteOp => ({ kind: 'set', collection, id, fields, meta });

/** Three requests as the server's account leaves them (server/searchAlerts/firestoreAlertData.ts), with a link, matches and mails. */
export async function seededSearchAlerts() {
  const firestore = new MemoryFirestore();
  const request = (id: string, email: string, extra: Record<string, unknown>) =>
    set(ALERTS_COLLECTION, id, {
      email,
      name: null,
      frequency: 'sofort',
      marketing_type: null,
      object_type: null,
      districts: null,
      max_price: null,
      min_rooms: null,
      min_area: null,
      origin: 'https://www.rheinkontor.example',
      created_at: T0,
      confirmed_at: null,
      last_click_at: T0,
      reminded_at: null,
      ...extra,
    });
  await firestore.commit([
    request('anna', 'anna@example.org', {
      marketing_type: 'kauf',
      districts: '["suelz","nippes"]',
      max_price: 600_000,
      confirmed_at: T0 + 1000,
      name: '=HYPERLINK("x")',
    }),
    request('bernd', 'bernd@example.org', {
      marketing_type: 'miete',
      object_type: 'wohnung',
      created_at: T0 + 2000,
      confirmed_at: T0 + 3000,
    }),
    request('clara', 'clara@example.de', { created_at: T0 + 4000 }),
    set(ALERT_TOKENS_COLLECTION, 'hash-anna', {
      alert_id: 'anna',
      purpose: 'manage',
      created_at: T0,
      expires_at: T0 + 1e10,
      used_at: null,
    }),
    set(ALERT_MATCHES_COLLECTION, 'anna_p1', { alert_id: 'anna', property_id: 'p1', matched_at: T0, digest_pending: false }),
    set(ALERT_MATCHES_COLLECTION, 'anna_p2', { alert_id: 'anna', property_id: 'p2', matched_at: T0, digest_pending: false }),
    set(MAIL_COLLECTION, 'mail-anna', {
      to: 'anna@example.org',
      kind: 'search-alert',
      message: { subject: 'Neu', text: '', html: '' },
      related: { collection: ALERTS_COLLECTION, id: 'anna' },
    }),
    set(MAIL_COLLECTION, 'mail-inquiry', {
      to: 'info@rheinkontor-immobilien.de',
      kind: 'inquiry-staff',
      message: { subject: 'Anfrage', text: '', html: '' },
      related: { collection: 'inquiries', id: 'anna' },
    }),
  ]);
  return firestore;
}

import { describe, expect, it } from 'vitest';
import { firestoreOutboxSource } from './firestoreOutbox';
import { MAIL_COLLECTION } from '../mailCollection';
import { MemoryFirestore } from '../../../../test-support/firebase/memoryFirestore';

const T0 = Date.parse('2026-03-02T09:00:00Z');
const message = (subject: string) => ({ subject, text: `Text ${subject}`, html: `<p>${subject}</p>` });

/** The mail collection as the server and the extension leave it. */
function seeded() {
  const firestore = new MemoryFirestore();
  const put = (id: string, fields: Record<string, unknown>, createdAt: number) =>
    firestore.collections.set(
      MAIL_COLLECTION,
      (firestore.collections.get(MAIL_COLLECTION) ?? new Map()).set(id, { createdAt: new Date(createdAt).toISOString(), ...fields }),
    );
  put(
    'sent',
    {
      to: 'anna@rheinkontor-immobilien.de',
      kind: 'inquiry-staff',
      message: message('Gesendet'),
      delivery: { state: 'SUCCESS', attempts: 1, endTime: '2026-03-02T09:00:05Z' },
    },
    T0,
  );
  put(
    'failed',
    {
      to: 'klara@example.org',
      kind: 'inquiry-confirmation',
      message: message('Abgelehnt'),
      delivery: { state: 'ERROR', attempts: 3, error: '550 no such user' },
    },
    T0 + 1000,
  );
  put('waiting', { to: 'info@rheinkontor-immobilien.de', kind: 'inquiry-staff', message: message('Wartet') }, T0 + 2000);
  return firestore;
}

const source = (firestore: MemoryFirestore, now = T0 + 60_000) =>
  firestoreOutboxSource(firestore, { staffEmail: () => 'redaktion@rheinkontor-immobilien.de', now: () => now });

describe('the Postausgang in Firebase mode', () => {
  it('shows the extension’s delivery state as wartet, gesendet, fehlgeschlagen with the reason', async () => {
    const { entries, total } = await source(seeded()).list({ offset: 0, limit: 10 });
    expect(total).toBe(3);
    expect(entries.map((entry) => [entry.id, entry.status, entry.attempts, entry.lastError])).toEqual([
      ['waiting', 'pending', 0, null],
      ['failed', 'failed', 3, '550 no such user'],
      ['sent', 'sent', 1, null],
    ]);
    expect((await source(seeded()).list({ status: 'failed', offset: 0, limit: 10 })).entries.map((entry) => entry.id)).toEqual(['failed']);
    expect(await source(seeded()).content('failed')).toEqual(message('Abgelehnt'));
  });

  it('says sending is not set up when the extension has not touched a mail for ten minutes', async () => {
    expect(await source(seeded()).setup()).toMatchObject({ configured: true, counts: { pending: 1, sent: 1, failed: 1 } });
    expect((await source(seeded(), T0 + 11 * 60_000).setup()).configured).toBe(false);
  });

  it('sends a failed mail again by setting it to RETRY, and only a failed one', async () => {
    const firestore = seeded();
    await source(firestore).resend('failed');
    expect(firestore.collections.get(MAIL_COLLECTION)!.get('failed')!.delivery).toMatchObject({ state: 'RETRY', attempts: 3 });
    await expect(source(firestore).resend('sent')).rejects.toThrow('Nur eine fehlgeschlagene E-Mail');
  });

  it('writes a test mail to the signed-in member of staff only', async () => {
    const firestore = new MemoryFirestore();
    await source(firestore).sendTest();
    const [test] = [...firestore.collections.get(MAIL_COLLECTION)!.values()];
    expect(test).toMatchObject({
      to: 'redaktion@rheinkontor-immobilien.de',
      kind: 'test',
      createdBy: 'redaktion@rheinkontor-immobilien.de',
    });
    expect(test).not.toHaveProperty('delivery');
  });
});

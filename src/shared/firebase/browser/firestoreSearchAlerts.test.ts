import { describe, expect, it } from 'vitest';
import { seededSearchAlerts as seeded } from '../../../../test-support/firebase/searchAlertDocs';
import { MAIL_COLLECTION } from '../mailCollection';
import { ALERT_MATCHES_COLLECTION, ALERT_TOKENS_COLLECTION, ALERTS_COLLECTION } from '../serverCollections';
import { firestoreSearchAlertSource } from './firestoreSearchAlerts';

describe('the dashboard’s search requests in Firebase mode', () => {
  it('lists them newest first with the filters of the embedded list, the announced listings and the counts', async () => {
    const source = firestoreSearchAlertSource(await seeded());
    const all = await source.list({}, 0, 25);
    expect(all.total).toBe(3);
    expect(all.entries.map((entry) => [entry.id, entry.status, entry.announced])).toEqual([
      ['clara', 'unbestaetigt', 0],
      ['bernd', 'aktiv', 0],
      ['anna', 'aktiv', 2],
    ]);
    expect(all.entries[2].description).toContain('Sülz');
    expect((await source.list({ status: 'aktiv', district: 'nippes' }, 0, 25)).entries.map((entry) => entry.id)).toEqual(['anna']);
    expect((await source.list({ email: 'EXAMPLE.ORG', marketingType: 'miete' }, 0, 25)).entries.map((entry) => entry.id)).toEqual([
      'bernd',
    ]);
    expect((await source.list({ objectType: 'haus' }, 0, 25)).total).toBe(0);
    expect(await source.list({}, 1, 1)).toMatchObject({ total: 3, entries: [{ id: 'bernd' }] });
    expect(await source.counts()).toEqual({ aktiv: 2, unbestaetigt: 1 });
  });

  it('counts the confirmed requests a listing meets, by the rule of the offer search', async () => {
    const source = firestoreSearchAlertSource(await seeded());
    expect(await source.demand({ marketingType: 'kauf', objectType: 'wohnung', district: 'suelz', price: 500_000 })).toBe(1);
    expect(await source.demand({ marketingType: 'kauf', objectType: 'wohnung', district: 'suelz', price: 700_000 })).toBe(0);
    expect(await source.demand({ marketingType: 'miete', objectType: 'wohnung', district: 'nippes', coldRent: 900 })).toBe(1);
    expect(await source.demand({ marketingType: 'miete', objectType: 'haus', district: 'nippes', coldRent: 900 })).toBe(0);
  });

  it('exports the filtered list as CSV for German spreadsheets, formulas defused', async () => {
    const source = firestoreSearchAlertSource(await seeded());
    if (!('text' in source.csv)) throw new Error('Firebase mode makes the CSV in the browser');
    const csv = await source.csv.text({ status: 'aktiv' });
    expect(csv.startsWith('\uFEFF"E-Mail";"Name";"Status"')).toBe(true);
    const rows = csv.trim().split('\r\n');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toContain('"anna@example.org";"\'=HYPERLINK(""x"")";"aktiv"');
    expect(rows[2].endsWith('"2"')).toBe(true);
  });

  it('deletes a request on the subscriber’s demand with its links, announced listings and mails, and nothing else', async () => {
    const firestore = await seeded();
    const source = firestoreSearchAlertSource(firestore);
    await source.remove('anna');
    const ids = (collection: string) => [...(firestore.collections.get(collection)?.keys() ?? [])];
    expect(ids(ALERTS_COLLECTION).sort()).toEqual(['bernd', 'clara']);
    expect(ids(ALERT_TOKENS_COLLECTION)).toEqual([]);
    expect(ids(ALERT_MATCHES_COLLECTION)).toEqual([]);
    expect(ids(MAIL_COLLECTION)).toEqual(['mail-inquiry']);
    await expect(source.remove('anna')).rejects.toThrow('Der Suchauftrag wurde nicht gefunden.');
  });
});

import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPortDataProvider } from '../../src/shared/firebase/dataProvider';
import { MAIL_COLLECTION } from '../../src/shared/firebase/mailCollection';
import {
  ALERT_MATCHES_COLLECTION,
  ALERT_TOKENS_COLLECTION,
  ALERTS_COLLECTION,
  LEASE_COLLECTION,
} from '../../src/shared/firebase/serverCollections';
import { resourceList } from '../../src/shared/resources/registry';
import { MemoryFirestore } from '../../test-support/firebase/memoryFirestore';
import { agency, offer } from '../../test-support/firebase/records';
import { runExclusive } from '../jobs/jobLease';
import { ALERT_CONFIRMED, ALERT_DELETED, ALERTS_UNAVAILABLE, CONFIRM_LINK_USED, MANAGE_LINK_INVALID } from './alertMessages';
import { runSearchAlerts } from './alertRun';
import { searchAlertJob } from './searchAlertJob';
import { FirestoreLease } from '../jobs/firestoreLease';
import { createLivePublicData, type LivePublicData } from '../content/firestorePublicData';
import { firestoreAlertData } from './firestoreAlertData';
import { firebaseSearchAlerts } from './firestoreSearchAlerts';

const ORIGIN = 'https://www.rheinkontor.example';
const DAY = 24 * 60 * 60 * 1000;

let firestore: MemoryFirestore;
let data: LivePublicData;
let app: FastifyInstance;
let clock: number;
let client = 0;

interface MailDoc {
  id: string;
  to: string;
  kind: string;
  headers?: Record<string, string>;
  message: { subject: string; text: string; html: string };
  related: { collection: string; id: string } | null;
}

const stored = (collection: string) =>
  [...(firestore.collections.get(collection)?.entries() ?? [])].map(([id, doc]) => ({ id, ...doc }) as Record<string, unknown>);
const mailsTo = (email: string) => (stored(MAIL_COLLECTION) as unknown as MailDoc[]).filter((mail) => mail.to === email);
const tokenIn = (text: string, action: string) => new RegExp(`#${action}=([A-Za-z0-9_-]{43})`).exec(text)![1];
const staff = () => createPortDataProvider(firestore, { resources: resourceList, actor: () => 'redaktion@rheinkontor-immobilien.de' });
const post = (url: string, payload: object | string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': `198.51.100.${++client}`, ...headers } });
const log = { info() {}, warn() {}, error() {} };
/** A pass of the job as the worker runs it, at the test's clock. */
const pass = () =>
  runSearchAlerts({ alerts: firestoreAlertData({ port: firestore, data }), from: undefined, publicUrl: ORIGIN, log }, clock);
const publish = (title: string, extra: Record<string, unknown> = {}) => staff().create('properties', { data: offer(title, extra) });

async function start(serverAccount = true) {
  app = Fastify({ logger: false, trustProxy: true });
  // A poll of an hour: the tests run the passes themselves.
  await firebaseSearchAlerts(app, {
    pollMs: 3_600_000,
    port: serverAccount ? firestore : undefined,
    data,
    publicUrl: ORIGIN,
    linkOrigin: ORIGIN,
    now: () => clock,
    log,
  });
  await app.ready();
}

/** A confirmed "sofort" request for flats to buy in Sülz. */
async function confirmedRequest(email: string, frequency: 'sofort' | 'taeglich' = 'sofort') {
  const created = await post('/api/suchauftraege', {
    email,
    frequency,
    criteria: { marketingType: 'kauf', objectType: 'wohnung', districts: ['suelz'] },
  });
  expect(created.statusCode, created.body).toBe(202);
  const [confirmation] = mailsTo(email);
  const confirmed = await post('/api/suchauftraege/bestaetigen', { token: tokenIn(confirmation.message.text, 'bestaetigen') });
  expect(confirmed.json().message).toBe(ALERT_CONFIRMED);
  return confirmation.related!.id;
}

beforeEach(async () => {
  firestore = new MemoryFirestore();
  data = createLivePublicData({ resources: resourceList, port: firestore });
  clock = Date.parse('2026-03-02T09:00:00Z');
  await staff().update('settings', { id: 'agency', data: { ...agency, id: 'agency' }, previousData: { id: 'agency' } });
  await publish('Bestand in Sülz');
});
afterEach(async () => {
  data.close();
  await app?.close();
});

describe('search requests in Firebase mode', () => {
  it('go from the form through the confirmation to one alert mail with a one-click unsubscribe, which deletes every trace', async () => {
    await start();
    await pass(); // the first look only takes note of the stock
    const email = 'interessentin@example.org';
    const created = await post('/api/suchauftraege', {
      email,
      frequency: 'sofort',
      name: 'Wohnung Sülz',
      criteria: { marketingType: 'kauf', districts: ['suelz'], maxPrice: 600_000 },
    });
    expect(created.statusCode, created.body).toBe(202);

    // Double opt-in: the confirmation mail alone, as a document of the extension's collection, about the request.
    const [confirmation, ...more] = mailsTo(email);
    expect(more).toEqual([]);
    expect(confirmation.kind).toBe('search-alert-confirm');
    expect(confirmation.headers).toBeUndefined();
    expect(confirmation.related).toEqual({ collection: ALERTS_COLLECTION, id: expect.any(String) });
    const alertId = confirmation.related!.id;
    expect(stored(ALERTS_COLLECTION)).toEqual([
      expect.objectContaining({ id: alertId, email, name: 'Wohnung Sülz', confirmed_at: null, districts: '["suelz"]', max_price: 600_000 }),
    ]);
    const confirmToken = tokenIn(confirmation.message.text, 'bestaetigen');
    // The token is stored as its hash only.
    expect(JSON.stringify(stored(ALERT_TOKENS_COLLECTION))).not.toContain(confirmToken);

    // Nothing is announced before the confirmation.
    await publish('Altbau mit Balkon', { price: 550_000 });
    await pass();
    expect(mailsTo(email)).toHaveLength(1);

    expect((await post('/api/suchauftraege/bestaetigen', { token: confirmToken })).json().message).toBe(ALERT_CONFIRMED);
    expect((await post('/api/suchauftraege/bestaetigen', { token: confirmToken })).json().message).toBe(CONFIRM_LINK_USED);

    // A matching listing published now is announced once; one that does not match, or is too dear, is not.
    await publish('Dachgeschoss in Sülz', { price: 590_000 });
    await publish('Wohnung in Nippes', { district: 'nippes', price: 400_000 });
    await publish('Penthouse in Sülz', { price: 900_000 });
    await pass();
    await pass();
    const alerts = mailsTo(email).filter((mail) => mail.kind === 'search-alert');
    expect(alerts.map((mail) => mail.message.subject)).toEqual([expect.stringContaining('Dachgeschoss in Sülz')]);
    const [alert] = alerts;
    expect(alert.related).toEqual({ collection: ALERTS_COLLECTION, id: alertId });
    expect(alert.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<https:\/\/www\.rheinkontor\.example\/api\/suchauftraege\/abmelden\?token=[A-Za-z0-9_-]{43}>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(alert.message.text).toContain('#verwalten=');

    // The mail client's one-click POST (RFC 8058) deletes the request, its links, its announced listings and mails.
    const oneClick = new URL(/^<(.*)>$/.exec(alert.headers!['List-Unsubscribe'])![1]);
    const unsubscribed = await post(`${oneClick.pathname}${oneClick.search}`, 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200);
    expect(unsubscribed.json().message).toBe(ALERT_DELETED);
    expect(stored(ALERTS_COLLECTION)).toEqual([]);
    expect(stored(ALERT_TOKENS_COLLECTION)).toEqual([]);
    expect(stored(ALERT_MATCHES_COLLECTION)).toEqual([]);
    expect(mailsTo(email)).toEqual([]);
    const again = await post(`${oneClick.pathname}${oneClick.search}`, 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(MANAGE_LINK_INVALID);
  });

  it('send the day’s listings as one digest, change and delete with the management link, and drop unconfirmed requests after 7 days', async () => {
    await start();
    await pass();
    const email = 'taeglich@example.org';
    await confirmedRequest(email, 'taeglich');
    await publish('Erste Wohnung');
    await publish('Zweite Wohnung');
    clock = Date.parse('2026-03-02T22:00:00Z');
    await pass();
    expect(mailsTo(email).filter((mail) => mail.kind !== 'search-alert-confirm')).toEqual([]);

    clock = Date.parse('2026-03-03T06:30:00Z'); // 07:30 in Cologne
    await pass();
    await pass();
    const digests = mailsTo(email).filter((mail) => mail.kind === 'search-alert-digest');
    expect(digests).toHaveLength(1);
    expect(digests[0].message.text).toContain('Erste Wohnung');
    expect(digests[0].message.text).toContain('Zweite Wohnung');

    const manage = tokenIn(digests[0].message.text, 'verwalten');
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/suchauftraege/verwalten',
      payload: { token: manage, frequency: 'sofort', criteria: { marketingType: 'miete' } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().alert).toMatchObject({ frequency: 'sofort', criteria: { marketingType: 'miete' } });

    const stranger = 'unbestaetigt@example.org';
    expect((await post('/api/suchauftraege', { email: stranger, frequency: 'sofort', criteria: {} })).statusCode).toBe(202);
    // One confirmation per address and hour: the form must not mail strangers.
    expect((await post('/api/suchauftraege', { email: stranger, frequency: 'sofort', criteria: {} })).statusCode).toBe(429);
    clock += 8 * DAY;
    await pass();
    expect(stored(ALERTS_COLLECTION).map((alert) => alert.email)).toEqual([email]);
    expect(mailsTo(stranger)).toEqual([]);

    const deleted = await post('/api/suchauftraege/loeschen', { token: manage });
    expect(deleted.json().message).toBe(ALERT_DELETED);
    expect(stored(ALERTS_COLLECTION)).toEqual([]);
  });

  it('limit one confirmation per mailbox and hour whatever the spelling, and keep the visitor’s name out of the mail’s recipient', async () => {
    await start();
    const name = 'Gewinn! Jetzt abholen auf gewinn.example';
    expect((await post('/api/suchauftraege', { email: 'opfer@example.org', name, frequency: 'sofort', criteria: {} })).statusCode).toBe(
      202,
    );
    for (const spelling of ['opfer+1@example.org', 'OPFER+2@EXAMPLE.ORG']) {
      expect((await post('/api/suchauftraege', { email: spelling, name, frequency: 'sofort', criteria: {} })).statusCode, spelling).toBe(
        429,
      );
    }
    expect((await post('/api/suchauftraege', { email: 'o.pfer@googlemail.com', frequency: 'sofort', criteria: {} })).statusCode).toBe(202);
    expect((await post('/api/suchauftraege', { email: 'opfer+x@gmail.com', frequency: 'sofort', criteria: {} })).statusCode).toBe(429);
    const mails = stored(MAIL_COLLECTION);
    expect(mails.map((mail) => [mail.to, mail.toName])).toEqual([
      ['opfer@example.org', null],
      ['o.pfer@googlemail.com', null],
    ]);
    // After the hour the mailbox may be asked again.
    clock += 60 * 60 * 1000 + 1;
    expect((await post('/api/suchauftraege', { email: 'opfer+1@example.org', frequency: 'sofort', criteria: {} })).statusCode).toBe(202);
  });

  it('ask once after 12 months without a click, and delete the request without an answer within 30 days', async () => {
    await start();
    await pass();
    const email = 'still@example.org';
    const alertId = await confirmedRequest(email);
    clock += 366 * DAY;
    await pass();
    await pass();
    const questions = mailsTo(email).filter((mail) => mail.kind === 'search-alert-reminder');
    expect(questions).toHaveLength(1);
    expect(questions[0].headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(stored(ALERTS_COLLECTION)).toEqual([expect.objectContaining({ id: alertId, reminded_at: clock })]);
    clock += 31 * DAY;
    await pass();
    expect(stored(ALERTS_COLLECTION)).toEqual([]);
    expect(mailsTo(email)).toEqual([]);
  });

  it('let one runner of several send: the lease is a document taken in a transaction', async () => {
    await start();
    await pass();
    const email = 'einmal@example.org';
    await confirmedRequest(email);
    await publish('Neu in Sülz');
    const runner = (holder: string) => runExclusive(new FirestoreLease(firestore), searchAlertJob.name, holder, 60_000, pass, clock);
    const ran = await Promise.all([runner('instanz-a'), runner('instanz-b')]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(mailsTo(email).filter((mail) => mail.kind === 'search-alert')).toHaveLength(1);
    // Given back after the pass; a holder that died lets it run out.
    expect(stored(LEASE_COLLECTION)).toEqual([]);
    const lease = new FirestoreLease(firestore);
    expect(await lease.take(searchAlertJob.name, 'instanz-a', clock, clock + 60_000)).toBe(true);
    expect(await lease.take(searchAlertJob.name, 'instanz-b', clock + 1_000, clock + 61_000)).toBe(false);
    await lease.release(searchAlertJob.name, 'instanz-b');
    expect(await lease.take(searchAlertJob.name, 'instanz-b', clock + 61_000, clock + 121_000)).toBe(true);
  });

  it('tell the form that search requests are unavailable without the server’s account', async () => {
    await start(false);
    const response = await post('/api/suchauftraege', { email: 'a@example.org', frequency: 'sofort', criteria: {} });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(ALERTS_UNAVAILABLE);
  });
});

import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPortDataProvider } from '../../src/shared/firebase/dataProvider';
import { historyCollection, TRASH_COLLECTION } from '../../src/shared/firebase/history';
import { MAIL_COLLECTION } from '../../src/shared/firebase/mailCollection';
import { MAX_BATCH, type FirestorePort, type WriteOp } from '../../src/shared/firebase/port';
import {
  ALERT_MATCHES_COLLECTION,
  ALERT_TOKENS_COLLECTION,
  ALERTS_COLLECTION,
  PRIVACY_ERASURES_COLLECTION,
  PRIVACY_KEYS_COLLECTION,
} from '../../src/shared/firebase/serverCollections';
import type { PersonalDataReport } from '../../src/shared/privacy/personalData';
import { resourceList } from '../../src/shared/resources/registry';
import { MemoryFirestore } from '../../test-support/firebase/memoryFirestore';
import { agency, offer, teamMember } from '../../test-support/firebase/records';
import { ownerAnswers } from '../../test-support/valuation/ownerAnswers';
import { INDEX_FILE } from '../cli/firebaseGenerate';
import { readConfig } from '../config';
import { REDACTED } from '../mail/outboxRow';
import { MAIL_ACCOUNT_MISSING, openPersonalData } from './openPersonalData';
import { runSearchAlerts } from '../searchAlerts/alertRun';
import valuationRoutes from '../valuation/valuationRoutes';
import { withdrawalService } from '../withdrawals/withdrawalService';
import { isServed, type IndexConfig } from '../firebase/indexes';
import { ERASURE_KEY_ID, FirestorePersonalData, PERSONAL_RECORD_COLLECTIONS } from './firestorePersonalData';
import firebasePublicApi from '../content/firestorePublicApi';
import { createLivePublicData, type LivePublicData } from '../content/firestorePublicData';
import { firestoreAlertData } from '../searchAlerts/firestoreAlertData';
import { firebaseSearchAlerts } from '../searchAlerts/firestoreSearchAlerts';
import { submitWithMails } from '../mail/firestoreSubmitWithMails';
import { firebaseValuations } from '../valuation/firestoreValuations';
import { firestoreWithdrawals } from '../withdrawals/firestoreWithdrawals';

const ORIGIN = 'https://www.rheinkontor.example';
/** Typed with capitals in the inquiry form; the other records and the lookups use other spellings. */
const ADDRESS = 'Quirinella.Datenschutz@Example.org';
const NAME = 'Quirinella Zwiebelturm';
const OTHER = 'someone.else@example.org';
const ADMIN = 'Miriam Schäfer';

let firestore: MemoryFirestore;
let data: LivePublicData;
let app: FastifyInstance;
let clock: number;
let client = 0;

const log = { info() {}, warn() {}, error() {} };
const request = { ip: '198.51.100.7', log } as unknown as FastifyRequest;
const staff = () =>
  createPortDataProvider(firestore, {
    resources: resourceList,
    actor: () => 'redaktion@rheinkontor-immobilien.de',
    author: () => ({ staffId: 'anna-uid', name: 'Anna Berger' }),
  });
const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': `198.51.100.${++client}` } });
const created = async (url: string, payload: object) => {
  const response = await post(url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
};

/** Every document, by path, as it is stored now. */
const snapshot = () =>
  new Map(
    [...firestore.collections].flatMap(([collection, docs]) =>
      [...docs].map(([id, doc]) => [`${collection}/${id}`, JSON.stringify(doc)] as const),
    ),
  );
const stored = (collection: string) => [...(firestore.collections.get(collection)?.values() ?? [])];

/** A visitor's inquiry through the API, as the server's account stores it with its mails. */
const inquire = async (email: string, name: string) =>
  (
    await created('/api/inquiries', {
      name,
      email,
      topic: 'besichtigung',
      message: `Bitte rufen Sie ${name} zurück.`,
      privacyConsent: true,
    })
  ).json().id as string;

/** A search request, confirmed by its mail's link, and told about one new listing. */
async function searchRequest(email: string) {
  await created('/api/suchauftraege', { email, frequency: 'sofort', criteria: { marketingType: 'kauf', districts: ['suelz'] } });
  const confirmation = stored(MAIL_COLLECTION).find((mail) => mail.kind === 'search-alert-confirm' && mail.to === email.toLowerCase()) as {
    message: { text: string };
  };
  const token = /#bestaetigen=([A-Za-z0-9_-]{43})/.exec(confirmation.message.text)![1];
  await created('/api/suchauftraege/bestaetigen', { token });
}
const pass = () =>
  runSearchAlerts({ alerts: firestoreAlertData({ port: firestore, data }), from: undefined, publicUrl: ORIGIN, log }, clock);

/**
 * What the two people left by the website's own paths: Quirinella an inquiry (with a note by staff), a valuation
 * request, an inquiry staff deleted (in the Papierkorb), a withdrawal and a confirmed search request told about a
 * listing, with all their mails; someone else an inquiry, a deleted one and a search request.
 */
async function seed() {
  await staff().update('settings', { id: 'agency', data: { ...agency, id: 'agency' }, previousData: { id: 'agency' } });
  const { data: member } = await staff().create('team', { data: teamMember('Anna Berger', 1) });
  await staff().create('properties', { data: offer('Altbau in Sülz', { contactPerson: member.id }) });
  await staff().create('marketPrices', { data: { district: 'suelz', objectType: 'wohnung', low: 4_600, middle: 5_400, high: 6_200 } });

  const inquiryId = await inquire(ADDRESS, NAME);
  const { data: asked } = await staff().getOne('inquiries', { id: inquiryId });
  await staff().update('inquiries', { id: inquiryId, data: { ...asked, note: 'Rückruf vereinbart' }, previousData: asked });
  const valuationId = (await created('/api/valuations', { ...ownerAnswers, name: NAME, email: ADDRESS.toLowerCase() })).json().id as string;
  const deletedId = await inquire(ADDRESS.toUpperCase(), NAME);
  const { data: deleted } = await staff().getOne('inquiries', { id: deletedId });
  await staff().delete('inquiries', { id: deletedId, previousData: deleted });
  const withdraw = withdrawalService({ data: firestoreWithdrawals(firestore, { data }), linkOrigin: ORIGIN });
  expect(await withdraw({ name: NAME, email: ADDRESS, contract: 'Besichtigung des Altbaus in Sülz', website: '' }, request)).toMatchObject({
    kind: 'received',
  });
  await pass(); // the first look only takes note of the stock
  await searchRequest(ADDRESS);

  const otherId = await inquire(OTHER, 'Bleibt Bestehen');
  const otherDeleted = await inquire(OTHER, 'Bleibt Bestehen');
  const { data: gone } = await staff().getOne('inquiries', { id: otherDeleted });
  await staff().delete('inquiries', { id: otherDeleted, previousData: gone });
  await searchRequest(OTHER);

  await staff().create('properties', { data: offer('Dachgeschoss in Sülz', { contactPerson: member.id, price: 590_000 }) });
  clock += 60_000;
  await pass();
  return { inquiryId, valuationId, deletedId, otherId };
}

/** The documents the report names, by path, and the search request's tokens and matches. */
function pathsOf(report: PersonalDataReport, before: Map<string, string>): string[] {
  const records = (collection: string, list: PersonalDataReport['inquiries']) =>
    list.map((record) => (record.inTrash ? `${TRASH_COLLECTION}/${collection}:${record.id}` : `${collection}/${record.id}`));
  const alertIds = report.searchRequests.map((alert) => alert.id);
  const alertParts = [...before]
    .filter(([path]) => path.startsWith(`${ALERT_TOKENS_COLLECTION}/`) || path.startsWith(`${ALERT_MATCHES_COLLECTION}/`))
    .filter(([, doc]) => alertIds.includes((JSON.parse(doc) as { alert_id: string }).alert_id))
    .map(([path]) => path);
  return [
    ...records('inquiries', report.inquiries),
    ...records('withdrawals', report.withdrawals),
    ...report.history.map((entry) => `${historyCollection(entry.resource, entry.recordId)}/${entry.id}`),
    ...report.mails.map((mail) => `${MAIL_COLLECTION}/${mail.id}`),
    ...alertIds.map((id) => `${ALERTS_COLLECTION}/${id}`),
    ...alertParts,
  ].sort();
}

/** The port, whose `failing`th commit fails as a lost connection would. */
function failingCommit(port: MemoryFirestore, failing: number): FirestorePort & { commits: number[] } {
  const commits: number[] = [];
  return {
    commits,
    query: (spec, page) => port.query(spec, page),
    count: (spec) => port.count(spec),
    get: (collection, id) => port.get(collection, id),
    newId: () => port.newId(),
    transact: (update) => port.transact(update),
    listen: (collection, filters, onDocs) => port.listen(collection, filters, onDocs),
    async commit(ops) {
      commits.push(ops.length);
      if (commits.length === failing) throw Object.assign(new Error('Die Verbindung ist abgebrochen.'), { code: 'unavailable' });
      await port.commit(ops);
    },
  };
}

beforeEach(async () => {
  firestore = new MemoryFirestore();
  data = createLivePublicData({ resources: resourceList, port: firestore });
  clock = Date.parse('2026-03-02T09:00:00Z');
  app = Fastify({ logger: false, trustProxy: true });
  const submit = submitWithMails(firestore, { data, linkOrigin: ORIGIN });
  await app.register(firebasePublicApi, { resources: resourceList, data, submit });
  await app.register(valuationRoutes, {
    submit: firebaseValuations({ port: firestore, data, submit, serverAccount: true, log: () => {} }),
    withPage: false,
  });
  await firebaseSearchAlerts(app, {
    pollMs: 3_600_000,
    port: firestore,
    data,
    publicUrl: ORIGIN,
    linkOrigin: ORIGIN,
    now: () => clock,
    log,
  });
  await app.ready();
});
afterEach(async () => {
  data.close();
  await app.close();
});

describe('data requests in Firebase mode', () => {
  it('find the inquiry, valuation request, withdrawal, Papierkorb entry, their history and mails and the search request by any spelling', async () => {
    const { inquiryId, valuationId, deletedId } = await seed();
    // Mails whose record is gone: found by the address they go to or answer to, as typed; someone else's is not.
    const orphan = (id: string, fields: Record<string, unknown>): WriteOp => ({
      kind: 'set',
      collection: MAIL_COLLECTION,
      id,
      fields: { kind: 'inquiry-confirmation', toName: null, message: { subject: 'Alt', text: '', html: '' }, ...fields },
      meta: { createdAt: 'now', updatedAt: 'now', createdBy: null, updatedBy: null },
    });
    await firestore.commit([
      orphan('to-her', { to: ADDRESS, related: { collection: 'inquiries', id: 'weg' } }),
      orphan('about-her', {
        kind: 'withdrawal-staff',
        to: 'info@rheinkontor-immobilien.de',
        replyTo: ADDRESS.toLowerCase(),
        related: { collection: 'withdrawals', id: 'weg' },
      }),
      orphan('to-him', { to: OTHER, related: { collection: 'inquiries', id: 'weg' } }),
    ]);
    const privacy = new FirestorePersonalData(firestore);

    for (const spelling of [ADDRESS, ADDRESS.toUpperCase(), ` ${ADDRESS.toLowerCase()} `]) {
      const found = await privacy.find(spelling);
      expect(found.email).toBe(spelling.trim());
      expect(found.inquiries.map((record) => [record.id, record.data.topic, record.inTrash ?? false])).toEqual([
        [inquiryId, 'besichtigung', false],
        [valuationId, 'bewertung', false],
        [deletedId, 'besichtigung', true],
      ]);
      expect(found.inquiries.map((record) => record.data.name)).toEqual([NAME, NAME, NAME]);
      // Stored fields as they are: nothing of Firestore's own (keywords, times) among them.
      expect(found.inquiries[0].data).toMatchObject({ email: ADDRESS, note: 'Rückruf vereinbart', status: 'neu' });
      expect(Object.keys(found.inquiries[0].data).filter((name) => name.startsWith('_') || name.endsWith('At'))).toEqual([]);
      expect(found.withdrawals.map((record) => [record.data.name, record.data.email])).toEqual([[NAME, ADDRESS]]);
      expect(found.searchRequests).toEqual([
        expect.objectContaining({
          email: ADDRESS.toLowerCase(),
          status: 'aktiv',
          announced: 1,
          description: expect.stringContaining('Kauf'),
        }),
      ]);
      expect(found.history.map((entry) => [entry.resource, entry.action, entry.author.name]).sort()).toEqual([
        ['inquiries', 'delete', 'Anna Berger'],
        ['inquiries', 'update', 'Anna Berger'],
        ['withdrawals', 'create', 'Website'],
      ]);
      expect(found.mails.map((mail) => mail.kind).sort()).toEqual([
        'inquiry-confirmation',
        'inquiry-confirmation',
        'inquiry-confirmation',
        'inquiry-confirmation',
        'inquiry-staff',
        'inquiry-staff',
        'inquiry-staff',
        'search-alert',
        'search-alert-confirm',
        'withdrawal-confirmation',
        'withdrawal-staff',
        'withdrawal-staff',
      ]);
      expect(found.mails.map((mail) => mail.id)).toEqual(expect.arrayContaining(['to-her', 'about-her']));
      expect(found.mails.map((mail) => mail.id)).not.toContain('to-him');
      expect(found.mails.find((mail) => mail.kind === 'inquiry-confirmation')).toMatchObject({ to: ADDRESS, status: 'pending' });
      expect(found.mails.filter((mail) => mail.kind === 'inquiry-staff').map((mail) => mail.replyTo?.toLowerCase())).toEqual([
        ADDRESS.toLowerCase(),
        ADDRESS.toLowerCase(),
        ADDRESS.toLowerCase(),
      ]);
      expect(found.erasures).toEqual([]);
    }
    // One inquiry in full, as the report shows it; one in the Papierkorb is no longer an inquiry to start from.
    expect(await privacy.inquiry(inquiryId)).toEqual((await privacy.find(ADDRESS)).inquiries[0]);
    expect(await privacy.inquiry(deletedId)).toBeNull();
  }, 60_000);

  it('report a mail’s text without the links that act for the address', async () => {
    await seed();
    const found = await new FirestorePersonalData(firestore).find(ADDRESS);
    const alertMail = found.mails.find((mail) => mail.kind === 'search-alert')!;
    const stored = firestore.collections.get(MAIL_COLLECTION)!.get(alertMail.id) as { message: { text: string } };
    expect(stored.message.text).toMatch(/#verwalten=[\w-]{43}/);
    expect(alertMail.text).toContain(REDACTED);
    expect(alertMail.text).toContain('Dachgeschoss in Sülz');
    for (const mail of found.mails) expect(mail.text).not.toMatch(/#(bestaetigen|verwalten|abmelden)=|\?token=/);
  }, 60_000);

  it('erase exactly what was found, leave someone else’s data as it was, and a note without the address that a later lookup reports', async () => {
    await seed();
    const privacy = new FirestorePersonalData(firestore);
    const found = await privacy.find(ADDRESS.toUpperCase());
    const otherBefore = await privacy.find(OTHER);
    const before = snapshot();

    const counts = await privacy.erase(ADDRESS.toLowerCase(), ADMIN);

    expect(counts).toEqual({ inquiries: 3, withdrawals: 1, searchRequests: 1, mails: 10, history: 3 });
    const after = snapshot();
    const gone = [...before.keys()].filter((path) => !after.has(path)).sort();
    expect(gone).toEqual(pathsOf(found, before));
    expect(
      gone.some((path) => path.startsWith(ALERT_TOKENS_COLLECTION)) && gone.some((path) => path.startsWith(ALERT_MATCHES_COLLECTION)),
    ).toBe(true);
    // Nothing else changed; what was added is the note and its key.
    for (const [path, doc] of after) if (before.has(path)) expect(doc, path).toBe(before.get(path));
    const added = [...after.keys()].filter((path) => !before.has(path));
    expect(added.map((path) => path.split('/')[0]).sort()).toEqual([PRIVACY_ERASURES_COLLECTION, PRIVACY_KEYS_COLLECTION]);
    expect(added).toContain(`${PRIVACY_KEYS_COLLECTION}/${ERASURE_KEY_ID}`);

    // No byte of the person is left anywhere, but in nobody's data.
    const everything = JSON.stringify([...after.values()]).toLowerCase();
    for (const needle of [ADDRESS, 'Quirinella', 'Zwiebelturm']) expect(everything).not.toContain(needle.toLowerCase());
    const [note] = stored(PRIVACY_ERASURES_COLLECTION);
    expect(Object.keys(note).sort()).toEqual(['at', 'by', 'counts', 'emailHash']);

    const later = await privacy.find(ADDRESS);
    expect([later.inquiries, later.withdrawals, later.searchRequests, later.mails, later.history]).toEqual([[], [], [], [], []]);
    expect(later.erasures).toEqual([{ at: expect.any(String), by: ADMIN, counts }]);
    const withoutTime = ({ createdAt, ...report }: PersonalDataReport) => ({ ...report, createdAt: typeof createdAt });
    const otherNow = await privacy.find(OTHER);
    expect(withoutTime(otherNow)).toEqual(withoutTime(otherBefore));
    expect(otherNow.inquiries).toHaveLength(2);
    expect(otherNow.searchRequests).toHaveLength(1);
    expect(otherNow.erasures).toEqual([]);
  }, 60_000);

  it('keep one key: a second erasure’s note is found under the same hash, and nothing found still leaves a note', async () => {
    const privacy = new FirestorePersonalData(firestore);
    expect((await privacy.find(ADDRESS)).erasures).toEqual([]);
    // find never writes: without an erasure there is no key yet.
    expect(firestore.collections.get(PRIVACY_KEYS_COLLECTION)).toBeUndefined();
    expect(await privacy.erase(ADDRESS, ADMIN)).toEqual({ inquiries: 0, withdrawals: 0, searchRequests: 0, mails: 0, history: 0 });
    const key = firestore.collections.get(PRIVACY_KEYS_COLLECTION)!.get(ERASURE_KEY_ID);
    await privacy.erase(ADDRESS.toUpperCase(), 'Kommandozeile (npm run privacy)');
    expect(firestore.collections.get(PRIVACY_KEYS_COLLECTION)!.get(ERASURE_KEY_ID)).toEqual(key);
    expect((await privacy.find(ADDRESS.toLowerCase())).erasures.map((note) => note.by)).toEqual([ADMIN, 'Kommandozeile (npm run privacy)']);
    expect((await privacy.find(OTHER)).erasures).toEqual([]);
  });

  it('finish on a second run an erasure broken off after its first batch', async () => {
    const { inquiryId } = await seed();
    // A long Verlauf: its deletion takes two batches before the records'.
    const longHistory = historyCollection('inquiries', inquiryId);
    const entries = Array.from({ length: MAX_BATCH + 100 }, (_, index): WriteOp => ({
      kind: 'set',
      collection: longHistory,
      id: `entry-${String(index).padStart(4, '0')}`,
      fields: { resource: 'inquiries', recordId: inquiryId, action: 'update', authorId: null, authorName: 'Anna Berger', changes: [] },
      meta: { createdAt: 'now', updatedAt: 'now', createdBy: null, updatedBy: null },
    }));
    await firestore.commit(entries);
    const found = await new FirestorePersonalData(firestore).find(ADDRESS);
    expect(found.history).toHaveLength(3 + MAX_BATCH + 100);

    const broken = failingCommit(firestore, 2);
    await expect(new FirestorePersonalData(broken).erase(ADDRESS, ADMIN)).rejects.toThrow('Die Verbindung ist abgebrochen.');
    expect(broken.commits[0]).toBe(MAX_BATCH);
    // The first batch went; the records that lead to the rest are still there, and no note claims an erasure.
    const half = await new FirestorePersonalData(firestore).find(ADDRESS);
    expect(half.inquiries).toHaveLength(3);
    expect(half.history.length).toBeGreaterThan(0);
    expect(half.history.length).toBeLessThan(found.history.length);
    expect(stored(PRIVACY_ERASURES_COLLECTION)).toEqual([]);

    await new FirestorePersonalData(firestore).erase(ADDRESS, ADMIN);
    const after = await new FirestorePersonalData(firestore).find(ADDRESS);
    expect([after.inquiries, after.withdrawals, after.searchRequests, after.mails, after.history]).toEqual([[], [], [], [], []]);
    expect(firestore.collections.get(longHistory)?.size ?? 0).toBe(0);
    expect(after.erasures).toHaveLength(1);
    expect((await new FirestorePersonalData(firestore).find(OTHER)).inquiries).toHaveLength(2);
  }, 60_000);

  it('ask Firestore only what the rules grant the server’s account, each query served by the committed indexes', async () => {
    await seed();
    const committed = JSON.parse(readFileSync(INDEX_FILE, 'utf8')) as IndexConfig;
    const privacy = new FirestorePersonalData(firestore);
    firestore.queries.length = 0;
    await privacy.find(ADDRESS);
    await privacy.erase(ADDRESS, ADMIN);
    await privacy.find(ADDRESS);
    const asked = firestore.queries.map(({ spec }) => spec);
    expect(asked.length).toBeGreaterThan(0);
    for (const spec of asked) {
      expect(isServed(spec, committed), JSON.stringify(spec)).toBe(true);
      const filter = (field: string) => spec.filters.find((candidate) => candidate.field === field && candidate.op === '==')?.value;
      // firestore.rules: mails about inquiries, withdrawals and search requests only, Papierkorb entries of the first two.
      if (spec.collection === MAIL_COLLECTION)
        expect([...PERSONAL_RECORD_COLLECTIONS, ALERTS_COLLECTION]).toContain(filter('related.collection'));
      if (spec.collection === TRASH_COLLECTION) expect(PERSONAL_RECORD_COLLECTIONS).toContain(filter('resource'));
    }
    expect(asked.some((spec) => spec.collection === MAIL_COLLECTION && spec.filters.some((f) => f.field === 'replyTo'))).toBe(true);
  }, 60_000);

  it('refuse the command line in Firebase mode without the server’s account, in German', async () => {
    // Missing before Firebase is even opened: nothing here reaches it.
    const config = readConfig({
      BACKEND: 'firebase',
      VITE_FIREBASE_API_KEY: 'demo-api-key',
      VITE_FIREBASE_AUTH_DOMAIN: 'localhost',
      VITE_FIREBASE_PROJECT_ID: 'demo-rheinkontor',
      VITE_FIREBASE_STORAGE_BUCKET: 'demo-rheinkontor.appspot.com',
      VITE_FIREBASE_APP_ID: 'demo-app',
    });
    await expect(openPersonalData(config)).rejects.toThrow(MAIL_ACCOUNT_MISSING);
  });
});

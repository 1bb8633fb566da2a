import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { historyCollection } from '../../src/shared/firebase/history';
import { MAIL_COLLECTION } from '../../src/shared/firebase/mailCollection';
import type { FirestorePort, WriteOp } from '../../src/shared/firebase/port';
import { EXPIRED_INQUIRY_COUNTS_COLLECTION, RETENTION_RUNS_COLLECTION } from '../../src/shared/firebase/serverCollections';
import { DAY_MS, MONTH_MS } from '../../src/shared/privacy/retention';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import { MemoryFirestore } from '../../test-support/firebase/memoryFirestore';
import { inquiry } from '../../test-support/firebase/records';
import { cologneDay } from '../analytics/cologneDay';
import { INDEX_FILE } from '../cli/firebaseGenerate';
import { retentionPass } from './retentionJob';
import type { RetentionCutoffs } from './retentionStore';
import { isServed, type IndexConfig } from '../firebase/indexes';
import { FirestoreRetention, MIN_MAIL_DAYS } from './firestoreRetention';

const NOW = Date.parse('2026-06-15T10:00:00Z');
const PERIODS: Partial<SettingsRecord> = { retentionInquiryMonths: 24, retentionValuationMonths: 6, retentionMailDays: 30 };
const CUTOFFS: RetentionCutoffs = {
  inquiries: NOW - 24 * MONTH_MS,
  valuations: NOW - 6 * MONTH_MS,
  mails: NOW - 30 * DAY_MS,
};
/** The day both old requests came in: their anonymous count is kept under it. */
const CAME_IN = 800;

let firestore: MemoryFirestore;

const daysAgo = (days: number) => new Date(NOW - days * DAY_MS).toISOString();
const ids = (collection: string) => [...(firestore.collections.get(collection)?.keys() ?? [])].sort();
const countOf = (day: string) => firestore.collections.get(EXPIRED_INQUIRY_COUNTS_COLLECTION)?.get(day);

/**
 * The memory keeps the server's times as ISO strings, as the real port reads them back; the store asks with Dates,
 * which Firestore compares with its timestamps. This port compares them as the memory stores them.
 */
function timesAsStored(port: FirestorePort): FirestorePort {
  const stored = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
  return {
    query: (spec, page) =>
      port.query({ ...spec, filters: spec.filters.map((filter) => ({ ...filter, value: stored(filter.value) })) }, page),
    count: (spec) => port.count(spec),
    get: (collection, id) => port.get(collection, id),
    commit: (ops) => port.commit(ops),
    newId: (collection) => port.newId(collection),
    transact: (update) => port.transact(update),
    listen: (collection, filters, onDocs, onError) => port.listen(collection, filters, onDocs, onError),
  };
}

/** The port, whose `failing`th commit (transactions aside) fails as a lost connection would. */
function failingCommit(port: FirestorePort, failing: number): FirestorePort {
  let commits = 0;
  return {
    ...port,
    async commit(ops) {
      commits += 1;
      if (commits === failing) throw Object.assign(new Error('Die Verbindung ist abgebrochen.'), { code: 'unavailable' });
      await port.commit(ops);
    },
  };
}

const store = (port: FirestorePort = timesAsStored(firestore)) => new FirestoreRetention(port, () => NOW);

interface Request {
  topic?: string;
  property?: string | null;
  created: number;
  updated: number;
  history?: number;
}

/** An inquiry as the provider or the server's account stores it, with `history` entries in its Verlauf. */
async function request(id: string, { topic = 'besichtigung', property = null, created, updated, history = 0 }: Request) {
  const entries = Array.from({ length: history }, (_, index): WriteOp => ({
    kind: 'put',
    collection: historyCollection('inquiries', id),
    id: `${id}-${index}`,
    fields: { resource: 'inquiries', recordId: id, action: 'update', authorId: 'anna-uid', authorName: 'Anna Berger', changes: [] },
    times: { createdAt: daysAgo(updated) },
  }));
  await firestore.commit([
    {
      kind: 'set',
      collection: 'inquiries',
      id,
      fields: { ...inquiry('Lena Hoffmann'), topic, property },
      meta: { createdAt: daysAgo(created), updatedAt: daysAgo(updated), createdBy: null, updatedBy: null },
    },
    ...entries,
  ]);
}

type State = 'PENDING' | 'PROCESSING' | 'RETRY' | 'SUCCESS' | 'ERROR' | null;

/** A mail document of the Trigger Email extension, `state` its delivery (null: not picked up yet). */
async function mail(id: string, { about = null, state, created }: { about?: string | null; state: State; created: number }) {
  await firestore.commit([
    {
      kind: 'set',
      collection: MAIL_COLLECTION,
      id,
      fields: {
        to: 'kundin@example.de',
        kind: about ? 'inquiry-confirmation' : 'test',
        toName: null,
        message: { subject: 'Ihre Anfrage', text: 'Guten Tag', html: '<p>Guten Tag</p>' },
        related: about ? { collection: 'inquiries', id: about } : null,
        ...(state ? { delivery: { state, attempts: 1 } } : {}),
      },
      meta: { createdAt: daysAgo(created), updatedAt: daysAgo(created), createdBy: null, updatedBy: null },
    },
  ]);
}

/** Old and young inquiries and valuation requests with their history and mails, and mails about nothing. */
async function seed() {
  // Past 24 months: goes with its history and finished mails; a mail still waiting stays.
  await request('alt', { property: 'wohnung-suelz', created: CAME_IN, updated: 750, history: 3 });
  await mail('alt-gesendet', { about: 'alt', state: 'SUCCESS', created: CAME_IN });
  await mail('alt-fehlgeschlagen', { about: 'alt', state: 'ERROR', created: CAME_IN });
  await mail('alt-wartet', { about: 'alt', state: 'RETRY', created: CAME_IN });
  await mail('alt-neu', { about: 'alt', state: null, created: 1 });
  // A valuation request past its own 6 months.
  await request('bewertung-alt', { topic: 'bewertung', created: CAME_IN, updated: 200, history: 1 });
  await mail('bewertung-gesendet', { about: 'bewertung-alt', state: 'SUCCESS', created: 200 });
  // The same age, but an inquiry: its 24 months are not over. Younger ones stay with all they have.
  await request('mittel', { created: 300, updated: 200, history: 1 });
  await request('jung', { created: CAME_IN, updated: 100, history: 2 });
  await mail('jung-gesendet', { about: 'jung', state: 'SUCCESS', created: 10 });
  await request('bewertung-jung', { topic: 'bewertung', created: 100, updated: 100 });
  // Mails about nothing: past the 30 days they go once sent or given up; a waiting one and a younger one stay.
  await mail('test-alt', { state: 'SUCCESS', created: 40 });
  await mail('aufgegeben-alt', { state: 'ERROR', created: 40 });
  await mail('wartet-alt', { state: 'PENDING', created: 40 });
  await mail('nie-abgeholt', { state: null, created: 40 });
  await mail('test-jung', { state: 'SUCCESS', created: 20 });
}

const EXPECTED = { inquiries: 1, valuations: 1, history: 4, mails: 5 };

/** What stays of the seed once its expired part is gone. */
function expectPurged() {
  expect(ids('inquiries')).toEqual(['bewertung-jung', 'jung', 'mittel']);
  expect(ids(historyCollection('inquiries', 'alt'))).toEqual([]);
  expect(ids(historyCollection('inquiries', 'bewertung-alt'))).toEqual([]);
  expect(ids(historyCollection('inquiries', 'mittel'))).toHaveLength(1);
  expect(ids(historyCollection('inquiries', 'jung'))).toHaveLength(2);
  expect(ids(MAIL_COLLECTION)).toEqual(['alt-neu', 'alt-wartet', 'jung-gesendet', 'nie-abgeholt', 'test-jung', 'wartet-alt']);
  // Nothing of the person: the day they came in, how many, and the offer they asked about.
  expect(ids(EXPIRED_INQUIRY_COUNTS_COLLECTION)).toEqual([cologneDay(Date.parse(daysAgo(CAME_IN)))]);
  expect(countOf(cologneDay(Date.parse(daysAgo(CAME_IN))))).toEqual({
    day: cologneDay(Date.parse(daysAgo(CAME_IN))),
    total: 2,
    offers: { 'wohnung-suelz': 1 },
  });
}

beforeEach(() => {
  firestore = new MemoryFirestore();
});

describe('retention in Firebase mode', () => {
  it('deletes expired inquiries and valuation requests with their history and finished mails, and old mails; the rest stays', async () => {
    await seed();
    expect(await store().purge(CUTOFFS)).toEqual(EXPECTED);
    expectPurged();
    // A second purge finds nothing more.
    expect(await store().purge(CUTOFFS)).toEqual({ inquiries: 0, valuations: 0, history: 0, mails: 0 });
    expectPurged();
  });

  it('adds to the anonymous count of a day that has one, per offer', async () => {
    await request('erste', { property: 'wohnung-suelz', created: CAME_IN, updated: 750 });
    await store().purge(CUTOFFS);
    await request('zweite', { property: 'wohnung-suelz', created: CAME_IN, updated: 750 });
    await request('dritte', { property: 'haus-rodenkirchen', created: CAME_IN, updated: 750 });
    expect((await store().purge(CUTOFFS)).inquiries).toBe(2);
    expect(countOf(cologneDay(Date.parse(daysAgo(CAME_IN))))).toMatchObject({
      total: 3,
      offers: { 'wohnung-suelz': 2, 'haus-rodenkirchen': 1 },
    });
  });

  it('never deletes a mail younger than the shortest period the settings allow, which the rules would refuse', async () => {
    await mail('drei-tage', { state: 'SUCCESS', created: 3 });
    await mail('acht-tage', { state: 'SUCCESS', created: MIN_MAIL_DAYS + 1 });
    expect((await store().purge({ ...CUTOFFS, mails: NOW - DAY_MS })).mails).toBe(1);
    expect(ids(MAIL_COLLECTION)).toEqual(['drei-tage']);
  });

  it('asks only what the rules grant and the committed indexes serve', async () => {
    await seed();
    firestore.queries.length = 0;
    await store().purge(CUTOFFS);
    const committed = JSON.parse(readFileSync(INDEX_FILE, 'utf8')) as IndexConfig;
    const asked = firestore.queries.map(({ spec }) => spec);
    expect(asked.length).toBeGreaterThan(0);
    for (const spec of asked) expect(isServed(spec, committed), JSON.stringify(spec)).toBe(true);
    // Mail by the inquiry it is about (isPersonalRecordMail) or by one finished state and an age (isExpiredMail).
    for (const spec of asked.filter(({ collection }) => collection === MAIL_COLLECTION)) {
      const fields = spec.filters.map(({ field, op }) => `${field} ${op}`).sort();
      expect([
        ['related.collection ==', 'related.id =='],
        ['createdAt <', 'delivery.state =='],
      ]).toContainEqual(fields);
    }
    // Old mails no younger than the rules' minimum, with a minute for a fast local clock.
    const ages = asked.flatMap(({ filters }) => filters.filter(({ field }) => field === 'createdAt').map(({ value }) => value as string));
    for (const before of ages) expect(Date.parse(before)).toBeLessThanOrEqual(NOW - MIN_MAIL_DAYS * DAY_MS - 60_000);
  });

  it('keeps the runs: none at first, then the latest', async () => {
    const retention = store();
    expect(await retention.lastRun()).toBeNull();
    const counts = { inquiries: 1, valuations: 0, mails: 3, history: 2 };
    await retention.recordRun({ day: '2026-06-14', at: '2026-06-14T01:00:00.000Z', counts: { ...counts, mails: 0 } });
    await retention.recordRun({ day: '2026-06-15', at: '2026-06-15T01:30:00.000Z', counts });
    expect(await retention.lastRun()).toEqual({ day: '2026-06-15', at: '2026-06-15T01:30:00.000Z', counts });
    expect(ids(RETENTION_RUNS_COLLECTION)).toEqual(['2026-06-14', '2026-06-15']);
  });

  it('runs once a Cologne day: a second pass the same day deletes nothing, the next day’s does', async () => {
    await seed();
    const retention = store();
    const settings = async () => PERIODS;
    const run = await retentionPass(retention, settings, NOW);
    expect(run).toEqual({ day: cologneDay(NOW), at: new Date(NOW).toISOString(), counts: EXPECTED });
    expect(await retention.lastRun()).toEqual(run);
    expectPurged();

    await request('spaeter', { created: CAME_IN, updated: 750 });
    expect(await retentionPass(retention, settings, NOW + 60 * 60 * 1000)).toBeNull();
    expect(ids('inquiries')).toContain('spaeter');
    const nextDay = await retentionPass(retention, settings, NOW + DAY_MS);
    expect(nextDay?.counts.inquiries).toBe(1);
    expect(ids('inquiries')).not.toContain('spaeter');
    expect(countOf(cologneDay(Date.parse(daysAgo(CAME_IN))))).toMatchObject({ total: 3 });
  });

  it('takes the default periods when the settings name none', async () => {
    await seed();
    // With the defaults (24 months for both) the valuation request of 200 days stays.
    await retentionPass(store(), async () => null, NOW);
    expect(ids('inquiries')).toContain('bewertung-alt');
    expect(ids('inquiries')).not.toContain('alt');
  });

  it.each([1, 2, 3, 4])('finishes on the next run a purge whose commit %i broke off, counting each inquiry once', async (failing) => {
    await seed();
    await expect(store(failingCommit(timesAsStored(firestore), failing)).purge(CUTOFFS)).rejects.toThrow(/Verbindung/);
    await store().purge(CUTOFFS);
    expectPurged();
  });
});

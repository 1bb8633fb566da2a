import { allDocuments, readAll } from '../../src/shared/firebase/allDocuments';
import type { StoredDocument } from '../../src/shared/firebase/documents';
import { DOCUMENT_ID, type FieldFilter, type FirestoreQuerySpec } from '../../src/shared/firebase/firestoreQuery';
import { historyCollection, millis } from '../../src/shared/firebase/history';
import { MAIL_COLLECTION } from '../../src/shared/firebase/mailCollection';
import { MAX_BATCH, type FirestorePort, type WriteOp } from '../../src/shared/firebase/port';
import { EXPIRED_INQUIRY_COUNTS_COLLECTION, RETENTION_RUNS_COLLECTION } from '../../src/shared/firebase/serverCollections';
import { DAY_MS, type RetentionCounts, type RetentionRun } from '../../src/shared/privacy/retention';
import { inquiries } from '../../src/shared/resources/inquiries';
import { settings } from '../../src/shared/resources/settings';
import { cologneDay } from '../analytics/cologneDay';
import type { RetentionCutoffs, RetentionStore } from './retentionStore';

/** The delivery states of a mail the extension is done with: sent, or given up (mailCollection.ts: "failed"). */
export const FINISHED_MAIL_STATES = ['SUCCESS', 'ERROR'] as const;

function minimumOf(name: string): number {
  const field = settings.fields.find((candidate) => candidate.name === name);
  if (!field || !('min' in field) || typeof field.min !== 'number') throw new Error(`settings.${name} declares no minimum.`);
  return field.min;
}

/** The shortest mail period the settings allow: firestore.rules (isExpiredMail) let the server's account find no younger mail. */
export const MIN_MAIL_DAYS = minimumOf('retentionMailDays');

/**
 * The mails' cut-off lies a minute behind this machine's clock: the rules compare a mail's age with Firestore's own
 * time (request.time), which a fast local clock could be ahead of (as in server/history/firestoreTrashPurge.ts).
 */
const CLOCK_SKEW_MS = 60_000;

type Kind = 'inquiries' | 'valuations';

const kindOf = (doc: StoredDocument): Kind => (doc.data.topic === 'bewertung' ? 'valuations' : 'inquiries');
const isExpired = (doc: StoredDocument, cutoffs: RetentionCutoffs) => millis(doc.data.updatedAt) < cutoffs[kindOf(doc)];
const isFinished = (mail: StoredDocument) =>
  (FINISHED_MAIL_STATES as readonly unknown[]).includes((mail.data.delivery as { state?: unknown } | undefined)?.state);
const equals = (field: string, value: unknown): FieldFilter => ({ field, op: '==', value });
const byId = (collection: string, filters: FieldFilter[]): FirestoreQuerySpec => ({
  collection,
  filters,
  orderBy: { field: DOCUMENT_ID, direction: 'asc' },
});
const remove = ({ collection, id }: { collection: string; id: string }): WriteOp => ({ kind: 'delete', collection, id });

/** The mails in one finished state written before `before`, oldest first (firestore.indexes.json has its index, indexes.ts). */
export const finishedMailsBefore = (state: string, before: Date): FirestoreQuerySpec => ({
  collection: MAIL_COLLECTION,
  filters: [equals('delivery.state', state), { field: 'createdAt', op: '<', value: before }],
  orderBy: { field: 'createdAt', direction: 'asc' },
});

/** The Cologne day an inquiry came in; one without a usable time counts on the day of its last change. */
function arrivalDay(doc: StoredDocument): string {
  const created = millis(doc.data.createdAt);
  return cologneDay(Number.isFinite(created) ? created : millis(doc.data.updatedAt));
}

/**
 * The day's count of deleted inquiries raised by one: the total, and per offer when the inquiry was about one (as the
 * embedded statistics keep them, server/analytics/analyticsRepository.ts).
 */
function raisedCount(day: string, current: StoredDocument | null, offer: unknown): WriteOp {
  const offers = { ...((current?.data.offers as Record<string, number> | undefined) ?? {}) };
  if (typeof offer === 'string' && offer) offers[offer] = (offers[offer] ?? 0) + 1;
  return {
    kind: 'put',
    collection: EXPIRED_INQUIRY_COUNTS_COLLECTION,
    id: day,
    fields: { day, total: Number(current?.data.total ?? 0) + 1, offers },
  };
}

/**
 * Retention in Firebase mode, with the server's account (FIREBASE_MAIL_ACCOUNT), as the embedded backend does it
 * (server/retention/sqliteRetention.ts). Firestore has no transaction of that size, so each expired inquiry goes on its
 * own: its history and the mails about it first, then, in one transaction, the inquiry with its anonymous count, so a
 * run broken off finds the inquiry again and finishes it, and no inquiry is counted twice. Then the old mails.
 */
export class FirestoreRetention implements RetentionStore {
  constructor(
    private readonly port: FirestorePort,
    private readonly now: () => number = Date.now,
  ) {}

  async purge(cutoffs: RetentionCutoffs): Promise<RetentionCounts> {
    const counts: RetentionCounts = { inquiries: 0, valuations: 0, mails: 0, history: 0 };
    for await (const doc of allDocuments(this.port, this.changedBefore(Math.max(cutoffs.inquiries, cutoffs.valuations)))) {
      if (isExpired(doc, cutoffs)) await this.purgeInquiry(doc.id, cutoffs, counts);
    }
    counts.mails += await this.purgeOldMails(cutoffs.mails);
    return counts;
  }

  async lastRun(): Promise<RetentionRun | null> {
    const { docs } = await this.port.query(
      { collection: RETENTION_RUNS_COLLECTION, filters: [], orderBy: { field: 'day', direction: 'desc' } },
      { limit: 1 },
    );
    const [latest] = docs;
    if (!latest) return null;
    return {
      day: String(latest.data.day),
      at: new Date(millis(latest.data.at)).toISOString(),
      counts: latest.data.counts as RetentionCounts,
    };
  }

  async recordRun(run: RetentionRun): Promise<void> {
    await this.port.commit([
      {
        kind: 'put',
        collection: RETENTION_RUNS_COLLECTION,
        id: run.day,
        fields: { day: run.day, counts: run.counts },
        times: { at: run.at },
      },
    ]);
  }

  /** The inquiries last changed before the later of the two cut-offs, oldest change first; their topic decides. */
  private changedBefore(cutoff: number): FirestoreQuerySpec {
    return {
      collection: inquiries.name,
      filters: [{ field: 'updatedAt', op: '<', value: new Date(cutoff) }],
      orderBy: { field: 'updatedAt', direction: 'asc' },
    };
  }

  private async purgeInquiry(id: string, cutoffs: RetentionCutoffs, counts: RetentionCounts): Promise<void> {
    const [history, mails] = await Promise.all([
      readAll(this.port, byId(historyCollection(inquiries.name, id), [])),
      this.finishedMailsAbout(id),
    ]);
    const historyPath = historyCollection(inquiries.name, id);
    await this.commitInBatches([
      ...history.map((entry) => remove({ collection: historyPath, id: entry.id })),
      ...mails.map((mail) => remove({ collection: MAIL_COLLECTION, id: mail.id })),
    ]);
    counts.history += history.length;
    counts.mails += mails.length;
    const deleted = await this.deleteCounted(id, cutoffs);
    if (deleted) counts[deleted] += 1;
  }

  /**
   * The mails about the inquiry that are sent or given up; one still waiting stays until the mails' own period is over.
   * The query names the collection the mail is about, as the rules demand (isPersonalRecordMail).
   */
  private async finishedMailsAbout(id: string): Promise<StoredDocument[]> {
    const mails = await readAll(this.port, byId(MAIL_COLLECTION, [equals('related.collection', inquiries.name), equals('related.id', id)]));
    return mails.filter(isFinished);
  }

  /**
   * The inquiry and its count in one transaction: read again, so one changed since it was found (a staff member wrote
   * to it) stays, and one a data request deleted meanwhile is not counted.
   */
  private deleteCounted(id: string, cutoffs: RetentionCutoffs): Promise<Kind | null> {
    return this.port.transact(async (read) => {
      const current = await read(inquiries.name, id);
      if (!current || !isExpired(current, cutoffs)) return { ops: [], result: null };
      const day = arrivalDay(current);
      const count = await read(EXPIRED_INQUIRY_COUNTS_COLLECTION, day);
      return { ops: [remove({ collection: inquiries.name, id }), raisedCount(day, count, current.data.property)], result: kindOf(current) };
    });
  }

  /**
   * Every mail sent or given up before the cut-off, one delivery state at a time (the rules' isExpiredMail); never one
   * younger than the settings' minimum, which the rules would refuse.
   */
  private async purgeOldMails(cutoff: number): Promise<number> {
    const before = new Date(Math.min(cutoff, this.now() - MIN_MAIL_DAYS * DAY_MS) - CLOCK_SKEW_MS);
    let purged = 0;
    for (const state of FINISHED_MAIL_STATES) {
      for (;;) {
        const { docs } = await this.port.query(finishedMailsBefore(state, before), { limit: MAX_BATCH });
        if (docs.length === 0) break;
        await this.port.commit(docs.map((doc) => remove({ collection: MAIL_COLLECTION, id: doc.id })));
        purged += docs.length;
      }
    }
    return purged;
  }

  /** One batch after the other, so the order of `ops` is the order they are gone in. */
  private async commitInBatches(ops: WriteOp[]): Promise<void> {
    for (let start = 0; start < ops.length; start += MAX_BATCH) await this.port.commit(ops.slice(start, start + MAX_BATCH));
  }
}

import type { TransferLogEntry } from '../../src/shared/openimmo/openimmoApi';
import { readAll } from '../../src/shared/firebase/allDocuments';
import { DOCUMENT_ID } from '../../src/shared/firebase/firestoreQuery';
import type { FirestorePort, WriteOp } from '../../src/shared/firebase/port';
import {
  OPENIMMO_HOLDINGS_COLLECTION,
  OPENIMMO_SENT_COLLECTION,
  OPENIMMO_TRANSFERS_COLLECTION,
} from '../../src/shared/firebase/serverCollections';
import type { ListingRecord } from './exportListing';
import { loggedError, planCounts, type TransferLedger } from './transferLedger';
import type { SentListing, TransferPlan } from './transferPlan';

const META = { createdAt: 'now', updatedAt: 'now', createdBy: null, updatedBy: null } as const;
const UPDATED = { updatedAt: 'now', updatedBy: null } as const;

/** A log line's id: its start time first, so the document order is the time order, and a random tail. */
const logId = (now: number, random: string) => `${String(now).padStart(15, '0')}-${random}`;

const entryOf = (id: string, data: Record<string, unknown>): TransferLogEntry => ({
  id,
  portalId: String(data.portalId),
  portalName: String(data.portalName),
  umfang: data.umfang as TransferLogEntry['umfang'],
  reason: String(data.reason),
  status: data.status as TransferLogEntry['status'],
  startedAt: Number(data.startedAt),
  finishedAt: (data.finishedAt as number | null) ?? null,
  listings: Number(data.listings ?? 0),
  changes: Number(data.changes ?? 0),
  deletions: Number(data.deletions ?? 0),
  references: Number(data.references ?? 0),
  fileName: (data.fileName as string | null) ?? null,
  error: (data.error as string | null) ?? null,
});

/**
 * The transfer ledger in Firebase mode, in collections only the server's account reads and writes
 * (serverCollections.ts). What a portal holds cannot be replaced in one batch once it passes 500 listings, so each
 * successful transfer writes its own set of `openimmoSent` documents first and then, in ONE batch with its log line,
 * points `openimmoHoldings/{portal}` at that set: the log says success exactly when the holdings changed. Sets no
 * longer pointed at are deleted afterwards; reads never see them, whatever is left of them.
 */
export function firestoreTransferLedger(port: FirestorePort): TransferLedger {
  const sentBy = (field: 'transferId' | 'portalId', value: string) =>
    readAll(port, {
      collection: OPENIMMO_SENT_COLLECTION,
      filters: [{ field, op: '==', value }],
      orderBy: { field: DOCUMENT_ID, direction: 'asc' },
    });

  return {
    async sent(portalId) {
      const holdings = await port.get(OPENIMMO_HOLDINGS_COLLECTION, portalId);
      const transferId = holdings?.data.transferId;
      if (typeof transferId !== 'string') return new Map();
      const docs = await sentBy('transferId', transferId);
      return new Map(
        docs.map((doc): [string, SentListing] => {
          const propertyId = String(doc.data.propertyId);
          return [
            propertyId,
            {
              propertyId,
              aktion: String(doc.data.aktion),
              fingerprint: String(doc.data.fingerprint),
              record: JSON.parse(String(doc.data.record)) as ListingRecord,
            },
          ];
        }),
      );
    },

    async start(portal, umfang, reason, now = Date.now()) {
      const id = logId(now, port.newId(OPENIMMO_TRANSFERS_COLLECTION));
      const fields = {
        portalId: portal.id,
        portalName: portal.name,
        umfang,
        reason,
        status: 'running',
        startedAt: now,
        finishedAt: null,
        listings: 0,
        changes: 0,
        deletions: 0,
        references: 0,
        fileName: null,
        error: null,
      };
      await port.commit([{ kind: 'set', collection: OPENIMMO_TRANSFERS_COLLECTION, id, fields, meta: META }]);
      return id;
    },

    async succeeded(id, portalId, plan: TransferPlan, fileName, now = Date.now()) {
      const log = await port.get(OPENIMMO_TRANSFERS_COLLECTION, id);
      const holdings = await port.get(OPENIMMO_HOLDINGS_COLLECTION, portalId);
      // The listings as the portal now holds them, as JSON: a record keeps exactly the values it was sent with.
      await port.commit(
        plan.after.map((entry): WriteOp => ({
          kind: 'set',
          collection: OPENIMMO_SENT_COLLECTION,
          id: `${id}_${entry.propertyId}`,
          fields: {
            portalId,
            transferId: id,
            propertyId: entry.propertyId,
            aktion: entry.aktion,
            fingerprint: entry.fingerprint,
            record: JSON.stringify(entry.record),
          },
          meta: META,
        })),
      );
      const successes = { ...((holdings?.data.successes as Record<string, number> | undefined) ?? {}), [String(log?.data.reason)]: now };
      await port.commit([
        {
          kind: 'update',
          collection: OPENIMMO_TRANSFERS_COLLECTION,
          id,
          fields: { status: 'success', finishedAt: now, ...planCounts(plan), fileName },
          meta: UPDATED,
        },
        { kind: 'set', collection: OPENIMMO_HOLDINGS_COLLECTION, id: portalId, fields: { transferId: id, successes }, meta: META },
      ]);
      // The sets of earlier transfers: reads no longer see them, so a failure here only leaves them for the next success.
      const stale = (await sentBy('portalId', portalId).catch(() => [])).filter((doc) => doc.data.transferId !== id);
      await port
        .commit(stale.map((doc): WriteOp => ({ kind: 'delete', collection: OPENIMMO_SENT_COLLECTION, id: doc.id })))
        .catch(() => undefined);
    },

    async failed(id, error, now = Date.now()) {
      await port.commit([
        {
          kind: 'update',
          collection: OPENIMMO_TRANSFERS_COLLECTION,
          id,
          fields: { status: 'failed', finishedAt: now, error: loggedError(error) },
          meta: UPDATED,
        },
      ]);
    },

    async recent(limit) {
      const page = await port.query(
        { collection: OPENIMMO_TRANSFERS_COLLECTION, filters: [], orderBy: { field: DOCUMENT_ID, direction: 'desc' } },
        { limit },
      );
      return page.docs.map((doc) => entryOf(doc.id, doc.data));
    },

    async entry(id) {
      const doc = await port.get(OPENIMMO_TRANSFERS_COLLECTION, id);
      return doc ? entryOf(doc.id, doc.data) : null;
    },

    async lastSuccess(portalId, reason) {
      const holdings = await port.get(OPENIMMO_HOLDINGS_COLLECTION, portalId);
      return (holdings?.data.successes as Record<string, number> | undefined)?.[reason] ?? null;
    },
  };
}

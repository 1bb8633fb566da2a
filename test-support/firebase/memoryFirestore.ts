import type { StoredDocument } from '../../src/shared/firebase/documents';
import { DOCUMENT_ID, type FieldFilter, type FirestoreQuerySpec } from '../../src/shared/firebase/firestoreQuery';
import type { FirestorePort, Stamp, WriteOp } from '../../src/shared/firebase/port';

type Data = Record<string, unknown>;

/** Firestore's order of value types: null, booleans, numbers, (timestamps,) strings, arrays, maps. */
function typeRank(value: unknown): number {
  if (value === null) return 0;
  if (typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 2;
  if (typeof value === 'string') return 4;
  if (Array.isArray(value)) return 6;
  return 7;
}

function compare(a: unknown, b: unknown): number {
  const byType = typeRank(a) - typeRank(b);
  if (byType !== 0) return byType;
  if (typeof a === 'boolean' || typeof a === 'number') return Number(a) - Number(b);
  if (typeof a === 'string') return a < (b as string) ? -1 : a > (b as string) ? 1 : 0;
  return JSON.stringify(a) < JSON.stringify(b) ? -1 : JSON.stringify(a) > JSON.stringify(b) ? 1 : 0;
}

const equal = (a: unknown, b: unknown) => typeRank(a) === typeRank(b) && compare(a, b) === 0;
/** A field's value; a dotted path reads into maps ("related.id"), as in Firestore. */
const valueOf = (doc: StoredDocument, field: string) =>
  field === DOCUMENT_ID
    ? doc.id
    : field.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Data)[key] : undefined), doc.data);

function matches(doc: StoredDocument, filter: FieldFilter): boolean {
  const value = valueOf(doc, filter.field);
  if (value === undefined) return false;
  switch (filter.op) {
    case '==':
      return equal(value, filter.value);
    case 'in':
      return (filter.value as unknown[]).some((candidate) => equal(value, candidate));
    case 'array-contains':
      return Array.isArray(value) && value.some((element) => equal(element, filter.value));
    default: {
      // Range filters match only values of the filter value's type, as in Firestore.
      if (typeRank(value) !== typeRank(filter.value)) return false;
      const order = compare(value, filter.value);
      return filter.op === '<' ? order < 0 : filter.op === '<=' ? order <= 0 : filter.op === '>' ? order > 0 : order >= 0;
    }
  }
}

/** Firestore's full order of a query: the orderBy, then inequality fields (by name), then the document name. */
function ordering(spec: FirestoreQuerySpec): { field: string; sign: number }[] {
  const sign = spec.orderBy.direction === 'desc' ? -1 : 1;
  const inequalities = [
    ...new Set(spec.filters.filter((filter) => ['<', '<=', '>', '>='].includes(filter.op)).map((filter) => filter.field)),
  ]
    .filter((field) => field !== spec.orderBy.field)
    .sort();
  return [spec.orderBy.field, ...inequalities, DOCUMENT_ID]
    .filter((field, index, all) => all.indexOf(field) === index)
    .map((field) => ({ field, sign }));
}

interface Position {
  key: unknown[];
}

/**
 * An in-memory Firestore with the semantics the provider relies on (filters, type-aware ordering,
 * implicit order by inequality fields and document name, startAfter, count, atomic batches, listeners).
 * The unit tests run the provider on it; the emulator suite runs the same tests on real Firestore.
 */
export class MemoryFirestore implements FirestorePort {
  readonly collections = new Map<string, Map<string, Data>>();
  /** Every query the port was asked, for tests that check no list reads a whole collection. */
  readonly queries: { spec: FirestoreQuerySpec; limit: number; after: boolean }[] = [];
  private readonly listeners = new Set<() => void>();
  private clock = Date.parse('2026-01-01T08:00:00.000Z');
  /** Per document, how often it was written: a transaction whose reads changed meanwhile runs again, as in Firestore. */
  private readonly versions = new Map<string, number>();
  private sequence = 0;

  private docs(collection: string): StoredDocument[] {
    return [...(this.collections.get(collection) ?? new Map<string, Data>()).entries()].map(([id, data]) => ({ id, data: { ...data } }));
  }

  private run(spec: FirestoreQuerySpec): { doc: StoredDocument; key: unknown[] }[] {
    const order = ordering(spec);
    return this.docs(spec.collection)
      .filter((doc) => spec.filters.every((filter) => matches(doc, filter)))
      .filter((doc) => order.every(({ field }) => valueOf(doc, field) !== undefined))
      .map((doc) => ({ doc, key: order.map(({ field }) => valueOf(doc, field)) }))
      .sort((a, b) => {
        for (const [index, { sign }] of order.entries()) {
          const result = compare(a.key[index], b.key[index]);
          if (result !== 0) return sign * result;
        }
        return 0;
      });
  }

  async query(spec: FirestoreQuerySpec, page: { limit: number; after?: unknown }) {
    this.queries.push({ spec, limit: page.limit, after: page.after !== undefined });
    const order = ordering(spec);
    let rows = this.run(spec);
    if (page.after !== undefined) {
      const { key } = page.after as Position;
      rows = rows.filter((row) => {
        for (const [index, { sign }] of order.entries()) {
          const result = compare(row.key[index], key[index]);
          if (result !== 0) return sign * result > 0;
        }
        return false;
      });
    }
    const slice = rows.slice(0, page.limit);
    return { docs: slice.map((row) => row.doc), positions: slice.map((row): Position => ({ key: row.key })) };
  }

  async count(spec: FirestoreQuerySpec) {
    return this.run(spec).length;
  }

  async get(collection: string, id: string) {
    const data = this.collections.get(collection)?.get(id);
    return data ? { id, data: { ...data } } : null;
  }

  async commit(ops: readonly WriteOp[]) {
    const missing = ops.find((op) => op.kind === 'update' && !this.collections.get(op.collection)?.has(op.id));
    if (missing) throw Object.assign(new Error(`No document to update: ${missing.collection}/${missing.id}`), { code: 'not-found' });
    // One batch, one server time (request.time), as in Firestore; each batch a second later.
    this.clock += 1000;
    const now = new Date(this.clock).toISOString();
    const stamp = (value: Stamp) => (value === 'now' ? now : value);
    for (const op of ops) {
      this.versions.set(`${op.collection}/${op.id}`, (this.versions.get(`${op.collection}/${op.id}`) ?? 0) + 1);
      const collection = this.collections.get(op.collection) ?? new Map<string, Data>();
      this.collections.set(op.collection, collection);
      if (op.kind === 'delete') collection.delete(op.id);
      else if (op.kind === 'put') {
        collection.set(op.id, {
          ...op.fields,
          ...Object.fromEntries(Object.entries(op.times ?? {}).map(([field, value]) => [field, stamp(value)])),
        });
      } else if (op.kind === 'set') {
        const { createdAt, updatedAt, createdBy, updatedBy } = op.meta;
        collection.set(op.id, { ...op.fields, createdAt: stamp(createdAt), updatedAt: stamp(updatedAt), createdBy, updatedBy });
      } else {
        collection.set(op.id, {
          ...collection.get(op.id),
          ...op.fields,
          updatedAt: stamp(op.meta.updatedAt),
          updatedBy: op.meta.updatedBy,
        });
      }
    }
    for (const notify of this.listeners) notify();
  }

  async transact<T>(
    update: (read: (collection: string, id: string) => Promise<StoredDocument | null>) => Promise<{ ops: WriteOp[]; result: T }>,
  ): Promise<T> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const seen = new Map<string, number>();
      const { ops, result } = await update(async (collection, id) => {
        seen.set(`${collection}/${id}`, this.versions.get(`${collection}/${id}`) ?? 0);
        return this.get(collection, id);
      });
      // Checked and committed without a pause in between: nothing else runs in this thread meanwhile.
      if ([...seen].every(([key, version]) => (this.versions.get(key) ?? 0) === version)) {
        await this.commit(ops);
        return result;
      }
    }
    throw Object.assign(new Error('Transaction failed: too much contention'), { code: 'aborted' });
  }

  newId() {
    this.sequence += 1;
    return `doc${String(this.sequence).padStart(4, '0')}${Math.random().toString(36).slice(2, 10)}`;
  }

  listen(collection: string, filters: readonly FieldFilter[], onDocs: (docs: StoredDocument[]) => void) {
    const notify = () => onDocs(this.docs(collection).filter((doc) => filters.every((filter) => matches(doc, filter))));
    this.listeners.add(notify);
    queueMicrotask(notify);
    return () => void this.listeners.delete(notify);
  }
}

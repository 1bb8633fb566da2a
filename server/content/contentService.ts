import { canRead, needsPublishedFilter, PUBLISHED_FIELD, visitorView, type Viewer } from '../../src/shared/resources/access';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { RECORD_ID } from '../../src/shared/resources/validation';
import { matchesSearch } from '../../src/shared/data/search';
import type { DocumentStore, StoredRecord } from '../db/documentStore';
import type { Condition, ListOptions } from '../db/listSql';

export type ReadOutcome = { status: 'ok'; record: Record<string, unknown> } | { status: 'not-found' | 'forbidden' };

/**
 * Reading content with the access policy applied (docs/access-policy.md): the REST API and the
 * server render both read through here, so a visitor sees the same everywhere.
 */
export class ContentService {
  constructor(private readonly store: DocumentStore) {}

  private present(resource: ResourceDefinition, viewer: Viewer, record: StoredRecord) {
    return viewer === 'staff' ? record : asSeenByVisitors(resource, record);
  }

  list(resource: ResourceDefinition, viewer: Viewer, options: ListOptions) {
    const conditions = needsPublishedFilter(resource, viewer)
      ? [...options.conditions, { kind: 'equals' as const, field: PUBLISHED_FIELD, values: [true] }]
      : options.conditions;
    const visitor = viewer === 'visitor';
    // A hand-written publicView (no hiddenFromVisitors) can only be judged in memory.
    if (visitor && resource.publicView && !resource.hiddenFromVisitors)
      return this.listAsSeen(resource, { ...options, conditions, viewer });
    const hidden = visitor ? resource.hiddenFromVisitors : undefined;
    const { data, total } = this.store.list(resource.name, { ...options, conditions, hidden, viewer });
    return { data: data.map((record) => this.present(resource, viewer, record)), total, offset: options.offset };
  }

  /**
   * A resource's publicView hides values per record (a listing's exact address, the price of a sold reference).
   * A visitor's filter, search and sort must judge the value the visitor sees, or the hidden one could be probed
   * (`price_gte` by halving, `q=<street>`, sorting by latitude). Declared as hiddenFromVisitors, the database
   * does that (DocumentStore.list with `hidden`). For a hand-written publicView only this remains, which reads
   * every matching record: the database narrows first – a hidden value never matches where the stored one did
   * not – then each condition on a value this record hides is judged again on the visitor's view, the order
   * follows the visible values, and the page is cut here.
   */
  private listAsSeen(resource: ResourceDefinition, options: ListOptions) {
    const { data } = this.store.list(resource.name, { ...options, offset: 0, limit: -1 });
    const seen = data
      .map((record) => ({ record, view: asSeenByVisitors(resource, record) }))
      .filter(({ record, view }) => options.conditions.every((condition) => holdsAsSeen(condition, record, view)));
    const { field, order } = options.sort;
    if (seen.some(({ record, view }) => view[field] !== record[field])) {
      const direction = order === 'DESC' ? -1 : 1;
      seen.sort((a, b) => direction * (compareAsSqlite(a.view[field], b.view[field]) || compareAsSqlite(a.record.id, b.record.id)));
    }
    const page = seen.slice(options.offset, options.offset + options.limit).map(({ view }) => view);
    return { data: page, total: seen.length, offset: options.offset };
  }

  get(resource: ResourceDefinition, viewer: Viewer, id: string): ReadOutcome {
    if (!canRead(resource, viewer)) return { status: 'forbidden' };
    if (!RECORD_ID.test(id)) return { status: 'not-found' };
    const record = this.store.get(resource.name, id);
    if (!record) return { status: 'not-found' };
    if (needsPublishedFilter(resource, viewer) && record[PUBLISHED_FIELD] !== true) return { status: 'forbidden' };
    return { status: 'ok', record: this.present(resource, viewer, record) };
  }
}

const STAFF_ONLY_META = ['createdBy', 'updatedBy'];

/**
 * The visitor's view of a record, without who wrote it: createdBy/updatedBy are staff sign-in addresses,
 * which visitors have no business knowing (they would name the accounts to attack).
 */
function asSeenByVisitors(resource: ResourceDefinition, record: StoredRecord): Record<string, unknown> {
  return visitorView(resource, record, STAFF_ONLY_META);
}

/** True when the condition holds for what the visitor sees (the database already checked the stored values). */
function holdsAsSeen(condition: Condition, record: StoredRecord, view: Record<string, unknown>): boolean {
  const hidden = (field: string) => view[field] !== record[field];
  switch (condition.kind) {
    case 'ids':
      return true;
    case 'equals':
      return !hidden(condition.field) || condition.values.includes(view[condition.field]);
    case 'contains': {
      const value = view[condition.field];
      return !hidden(condition.field) || (Array.isArray(value) && value.includes(condition.value));
    }
    case 'range': {
      if (!hidden(condition.field)) return true;
      const value = view[condition.field];
      if (typeof value !== typeof condition.value) return false;
      const difference = compareAsSqlite(value, condition.value);
      return { '>=': difference >= 0, '<=': difference <= 0, '>': difference > 0, '<': difference < 0 }[condition.op];
    }
    case 'search':
      return (
        !condition.fields.some(hidden) ||
        matchesSearch(
          condition.text,
          condition.fields.map((field) => view[field]),
        )
      );
  }
}

/** SQLite's order of JSON values: NULL, then numbers (booleans are 0/1), then text. */
function compareAsSqlite(a: unknown, b: unknown): number {
  const rank = (value: unknown) =>
    value === null || value === undefined ? 0 : typeof value === 'number' || typeof value === 'boolean' ? 1 : 2;
  const byRank = rank(a) - rank(b);
  if (byRank !== 0 || rank(a) === 0) return byRank;
  if (rank(a) === 1) return Number(a) - Number(b);
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

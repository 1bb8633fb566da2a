import type { ResourceDefinition } from '../resources/defineResource';

/** What every history entry (docs/access-policy.md, "Change history") says, in both backends. */
export type HistoryAction = 'create' | 'update' | 'delete' | 'restore';

/** One field's change: its value before and after (null: empty or absent). Pictures are their stored references. */
export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

export interface HistoryAuthor {
  /** The member of staff, or null for the website's visitors and the OpenImmo import without a session. */
  staffId: string | null;
  /** Name (or e-mail) at the time of the change, so the entry stays readable after the account is gone. */
  name: string;
}

export interface HistoryEntry {
  id: string;
  resource: string;
  recordId: string;
  action: HistoryAction;
  author: HistoryAuthor;
  /** Milliseconds since 1970. */
  at: number;
  changes: FieldChange[];
}

/** A deleted record in the Papierkorb: the full record at deletion, restorable until `expiresAt`. */
export interface TrashEntry {
  resource: string;
  recordId: string;
  title: string;
  record: Record<string, unknown>;
  deletedAt: number;
  deletedBy: HistoryAuthor;
  expiresAt: number;
}

/** How long the Papierkorb keeps a deleted record. */
export const TRASH_DAYS = 30;
export const TRASH_MS = TRASH_DAYS * 24 * 60 * 60 * 1000;

/** Who writes when a visitor's form or the valuation funnel creates a record. */
export const WEBSITE_AUTHOR: HistoryAuthor = { staffId: null, name: 'Website' };
/** Who writes an OpenImmo import that no signed-in member of staff started. */
export const IMPORT_AUTHOR: HistoryAuthor = { staffId: null, name: 'OpenImmo-Import' };

/** The stored record's bookkeeping, which the history does not repeat (the entry has its own author and time). */
const META = new Set(['id', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy']);

/** Absent, null, '' and [] all mean "empty": a new record's empty lists are no change worth reading. */
const normalised = (value: unknown) => (value === undefined || value === '' || (Array.isArray(value) && value.length === 0) ? null : value);
const same = (a: unknown, b: unknown) => JSON.stringify(normalised(a)) === JSON.stringify(normalised(b));

/**
 * The field-by-field difference of two states of a record (undefined: the record did not exist), declared fields
 * first in their order, then anything else stored. Unchanged fields are left out.
 */
export function diffRecords(
  resource: ResourceDefinition,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): FieldChange[] {
  const names = new Set<string>(resource.fields.map((field) => field.name));
  for (const state of [before, after]) for (const key of Object.keys(state ?? {})) names.add(key);
  const changes: FieldChange[] = [];
  for (const field of names) {
    if (META.has(field)) continue;
    const from = before?.[field] ?? null;
    const to = after?.[field] ?? null;
    if (!same(from, to)) changes.push({ field, from, to });
  }
  return changes;
}

/**
 * The record as it was right after `target`: the current record with every later entry undone, newest first.
 * `entries` are the record's history, newest first; the result has no bookkeeping fields.
 */
export function versionAfter(
  current: Record<string, unknown>,
  entries: readonly HistoryEntry[],
  target: string,
): Record<string, unknown> | undefined {
  const index = entries.findIndex((entry) => entry.id === target);
  if (index < 0 || entries[index].action === 'delete') return undefined;
  const state: Record<string, unknown> = Object.fromEntries(Object.entries(current).filter(([key]) => !META.has(key)));
  for (const entry of entries.slice(0, index)) for (const change of entry.changes) state[change.field] = change.from;
  return state;
}

/** The text that names a record in the Papierkorb: its title field, or its id. */
export function recordTitle(resource: ResourceDefinition, record: Record<string, unknown>): string {
  const title = record[resource.titleField];
  return typeof title === 'string' && title.trim() ? title : String(record.id ?? '');
}

/** The German refusal of a restore whose record no longer passes today's rules, naming the fields by their labels. */
export function restoreRefusal(resource: ResourceDefinition, errors: Record<string, string>, what = 'Diese Version'): string {
  const label = (name: string) => resource.fields.find((field) => field.name === name)?.label ?? name;
  const fields = Object.entries(errors).map(([field, message]) => `${label(field)}: ${message}`);
  return `${what} lässt sich nicht wiederherstellen, weil sie den heutigen Regeln nicht entspricht. ${fields.join(' ')}`;
}

import type { Capability } from '../auth/rolePolicy';
import type { Field } from './fields';
import type { FieldsRecord } from './recordTypes';

/** Icons the dashboard maps to components (declarations stay free of UI code). */
export type ResourceIcon = 'home' | 'people' | 'format_quote' | 'insights' | 'mail' | 'settings' | 'science' | 'euro' | 'public' | 'undo';

/**
 * Who may do what, in the words of docs/access-policy.md:
 * - read "public": everyone reads every record; "published": visitors read the records whose
 *   boolean field `published` is true, staff read all; "staff": staff only.
 * - create "public": visitors may create records with the fields in `visitorFields` (inquiries).
 * Updates and deletes are always staff-only.
 */
export interface ResourceAccess {
  readonly read: 'public' | 'published' | 'staff';
  readonly create: 'public' | 'staff';
  /**
   * In Firebase mode the server's own account (mailSenders in firestore.rules) also reads every full record: what
   * the valuation model reads (docs/valuation.md). The embedded server reads its database anyway.
   */
  readonly serverReads?: boolean;
  /**
   * The server's own account also writes the full records and their visitor copies (Firebase mode's OpenImmo
   * import, docs/openimmo.md). Implies serverReads.
   */
  readonly serverWrites?: boolean;
  /**
   * Fields the server's own account may change on an existing record, and nothing else (an inquiry's status when its
   * visitor withdraws, docs/withdrawal.md), with the change's history entry. Implies serverReads.
   */
  readonly serverUpdates?: readonly string[];
  /** What a member of staff's role needs to read the records (docs/access-policy.md); `content` when not named. */
  readonly staffRead?: Capability;
  /** What a role needs to create, change and delete them; `content` when not named. */
  readonly staffWrite?: Capability;
}

/**
 * Values visitors do not see on some records, declared as data: on a record where none of `unless` holds
 * (its value of `field` is not in the list), visitors see `fields` as null. Because it is data and not a
 * function, the embedded server judges a visitor's filters, search and sort on the shown value in SQL,
 * with indexes, instead of reading every record (server/db/documentStore.ts).
 */
export interface VisitorHiding<Name extends string = string> {
  readonly fields: readonly Name[];
  readonly unless: readonly { readonly field: Name; readonly in: readonly (string | number | boolean)[] }[];
}

export interface ResourceDefinition<Fs extends readonly Field[] = readonly Field[]> {
  /** Collection name and API path segment: /api/<name>. */
  readonly name: string;
  readonly label: { readonly one: string; readonly other: string };
  readonly icon: ResourceIcon;
  readonly fields: Fs;
  /** Tab order of the dashboard form, for fields with a `group`. */
  readonly groups?: readonly string[];
  /** The field that names a record (list titles, reference choices, breadcrumbs). */
  readonly titleField: Fs[number]['name'];
  readonly defaultSort: { readonly field: Fs[number]['name'] | 'createdAt' | 'updatedAt'; readonly order: 'ASC' | 'DESC' };
  /** Fields the `q` search looks in. */
  readonly searchable: readonly Fs[number]['name'][];
  readonly access: ResourceAccess;
  /** For create "public": the only fields a visitor may send. */
  readonly visitorFields?: readonly Fs[number]['name'][];
  /**
   * For create "public": fields the server sets on a visitor's record (the valuation's estimate), never the visitor.
   * In Firebase mode only the server's own account may write them (firestore.rules).
   */
  readonly serverFields?: readonly Fs[number]['name'][];
  /** Staff order records by this field (drag or up/down in the dashboard). */
  readonly orderField?: Fs[number]['name'];
  /** A resource with exactly one record of this id (the agency's settings). */
  readonly singleton?: string;
  /** What visitors do not see of some records (hide what staff chose not to publish); defineResource derives `publicView` from it. */
  readonly hiddenFromVisitors?: readonly VisitorHiding<Fs[number]['name']>[];
  /**
   * What visitors see of a record they may read. Derived from `hiddenFromVisitors`; a hand-written one still
   * works, but the embedded server can then only judge a visitor's list in memory, reading every matching record.
   */
  readonly publicView?: (record: FieldsRecord<Fs>) => Partial<FieldsRecord<Fs>>;
  /**
   * The public page a record would appear on once saved and published, or null: staff can preview an unsaved change
   * there ("Vorschau", docs/caching.md). Resources without it have no preview.
   */
  readonly previewPage?: (record: Record<string, unknown> & { id: string }) => string | null;
  /** The portals' OpenImmo files (docs/openimmo.md) carry these records: a change starts the transfers' wait. */
  readonly sentToPortals?: boolean;
  /** Rules across fields, checked by the dashboard form and the server alike: field → German message. */
  readonly validate?: (record: FieldsRecord<Fs>) => Partial<Record<Fs[number]['name'], string>>;
}

/** Declares a resource; the const type parameter keeps field names and choices as literal types. */
export function defineResource<const Fs extends readonly Field[]>(definition: ResourceDefinition<Fs>): ResourceDefinition<Fs> {
  const hiding = definition.hiddenFromVisitors;
  if (!hiding) return definition;
  if (definition.publicView) throw new Error(`${definition.name}: declare either hiddenFromVisitors or publicView, not both.`);
  return { ...definition, publicView: (record) => hideFromVisitors(hiding, record) as Partial<FieldsRecord<Fs>> };
}

/** True when visitors see the rule's fields on this record. */
export const shownToVisitors = (rule: VisitorHiding, record: Record<string, unknown>) =>
  rule.unless.some(({ field, in: values }) => values.includes(record[field] as string | number | boolean));

/** The record with every value the rules hide on it set to null. */
export function hideFromVisitors(rules: readonly VisitorHiding[], record: Record<string, unknown>): Record<string, unknown> {
  const view = { ...record };
  for (const rule of rules) if (!shownToVisitors(rule, record)) for (const field of rule.fields) view[field] = null;
  return view;
}

import type { Field } from './fields';
import type { FieldsRecord } from './recordTypes';

/** Icons the dashboard maps to components (declarations stay free of UI code). */
export type ResourceIcon = 'home' | 'people' | 'format_quote' | 'insights' | 'mail' | 'settings' | 'science';

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
  /** Staff order records by this field (drag or up/down in the dashboard). */
  readonly orderField?: Fs[number]['name'];
  /** A resource with exactly one record of this id (the agency's settings). */
  readonly singleton?: string;
  /** What visitors see of a record they may read (hide what staff chose not to publish). */
  readonly publicView?: (record: FieldsRecord<Fs>) => Partial<FieldsRecord<Fs>>;
  /** Rules across fields, checked by the dashboard form and the server alike: field → German message. */
  readonly validate?: (record: FieldsRecord<Fs>) => Partial<Record<Fs[number]['name'], string>>;
}

/** Declares a resource; the const type parameter keeps field names and choices as literal types. */
export function defineResource<const Fs extends readonly Field[]>(definition: ResourceDefinition<Fs>): ResourceDefinition<Fs> {
  return definition;
}

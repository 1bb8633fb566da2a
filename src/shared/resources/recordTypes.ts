import type { Field } from './fields';
import type { ImageValue } from './imageValue';

type ChoiceId<F> = F extends { choices: readonly { id: infer C }[] } ? C : never;

/** The stored value of one field, derived from its declaration. */
export type FieldValue<F extends Field> = F extends { type: 'text' | 'longText' | 'richText' | 'date' | 'reference' }
  ? string
  : F extends { type: 'number' | 'integer' | 'money' | 'area' }
    ? number
    : F extends { type: 'boolean' }
      ? boolean
      : F extends { type: 'select' }
        ? ChoiceId<F>
        : F extends { type: 'tags' }
          ? ChoiceId<F>[]
          : F extends { type: 'image' }
            ? ImageValue
            : F extends { type: 'images' }
              ? ImageValue[]
              : never;

/** Fields that are empty stay null; booleans and lists are never null. */
type StoredValue<F extends Field> = F extends { type: 'boolean' | 'tags' | 'images' }
  ? FieldValue<F>
  : F extends { required: true }
    ? FieldValue<F>
    : FieldValue<F> | null;

/** What every stored record carries besides its fields. */
export interface RecordMeta {
  id: string;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
  updatedBy: string | null;
}

/** The names of RecordMeta at run time; the type check keeps the two in step. */
export const META_FIELDS = ['id', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy'] as const satisfies readonly (keyof RecordMeta)[];

const isMetaField = (key: string) => (META_FIELDS as readonly string[]).includes(key);

/** A record's declared fields only: what staff wrote, without what the backend adds. */
export const withoutMeta = (record: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !isMetaField(key)));

export type FieldsRecord<Fs extends readonly Field[]> = { [F in Fs[number] as F['name']]: StoredValue<F> };

/** A record of a resource: its fields plus id and timestamps. */
export type RecordOf<R extends { fields: readonly Field[] }> = FieldsRecord<R['fields']> & RecordMeta;

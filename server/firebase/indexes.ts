import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { rangeFieldTypes, type Field } from '../../src/shared/resources/fields';
import { DOCUMENT_ID, type FirestoreQuerySpec } from '../../src/shared/firebase/firestoreQuery';
import { TRASH_COLLECTION } from '../../src/shared/firebase/history';
import { KEYWORDS_FIELD } from '../../src/shared/firebase/keywords';
import { needsVisitorCopy, visitorCollection } from '../../src/shared/firebase/visitorCopy';
import { finishedMailsBefore } from '../retention/firestoreRetention';

type Order = 'ASCENDING' | 'DESCENDING';
export type IndexField = { fieldPath: string; order: Order } | { fieldPath: string; arrayConfig: 'CONTAINS' };

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION';
  fields: IndexField[];
}

export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  indexes: ({ order: Order; queryScope: 'COLLECTION' } | { arrayConfig: 'CONTAINS'; queryScope: 'COLLECTION' })[];
}

export interface IndexConfig {
  indexes: CompositeIndex[];
  fieldOverrides: FieldOverride[];
}

const EQUALITY_FILTER_TYPES = new Set<Field['type']>(['text', 'select', 'boolean', 'reference']);
/** Long texts and images are never filtered or sorted: indexing them would only cost writes and storage. */
const UNINDEXED_TYPES = new Set<Field['type']>(['richText', 'longText', 'image', 'images']);

const orderOf = (direction: 'asc' | 'desc'): Order => (direction === 'desc' ? 'DESCENDING' : 'ASCENDING');
const flip = (order: Order): Order => (order === 'ASCENDING' ? 'DESCENDING' : 'ASCENDING');
const isInequality = (op: string) => op === '<' || op === '<=' || op === '>' || op === '>=';

/**
 * The composite index Firestore needs for a query, by its documented rules: equality fields first,
 * then array-contains, then the orderBy followed by the inequality fields it did not name (in name
 * order, in the orderBy's direction). null when single-field indexes serve the query: one field only,
 * or equality filters alone ordered by document id (Firestore merges single-field indexes for those).
 */
export function requiredIndex(spec: FirestoreQuerySpec): CompositeIndex | null {
  const equality = [
    ...new Set(spec.filters.filter((f) => (f.op === '==' || f.op === 'in') && f.field !== DOCUMENT_ID).map((f) => f.field)),
  ].sort();
  const contains = spec.filters.filter((f) => f.op === 'array-contains').map((f) => f.field);
  const order = orderOf(spec.orderBy.direction);
  const ordered = [spec.orderBy.field, ...[...new Set(spec.filters.filter((f) => isInequality(f.op)).map((f) => f.field))].sort()].filter(
    (field, index, all) => field !== DOCUMENT_ID && all.indexOf(field) === index,
  );
  if (ordered.length === 0) return null;
  const fields: IndexField[] = [
    ...equality.map((fieldPath): IndexField => ({ fieldPath, order: 'ASCENDING' })),
    ...contains.map((fieldPath): IndexField => ({ fieldPath, arrayConfig: 'CONTAINS' })),
    ...ordered.map((fieldPath): IndexField => ({ fieldPath, order })),
  ];
  return fields.length > 1 ? { collectionGroup: spec.collection, queryScope: 'COLLECTION', fields } : null;
}

const sameIndex = (a: CompositeIndex, b: CompositeIndex) =>
  a.collectionGroup === b.collectionGroup && JSON.stringify(a.fields) === JSON.stringify(b.fields);

/**
 * Whether the configured indexes serve a query: its exact index, or — for several equality filters
 * with one order — one index per equality field with the same order behind it, which Firestore
 * merges ("index merging"). A query that is not served fails with failed-precondition and a link that
 * creates the missing index (the provider shows a German message; docs/firebase.md, "Indizes").
 */
export function isServed(spec: FirestoreQuerySpec, config: IndexConfig): boolean {
  const needed = requiredIndex(spec);
  if (!needed) return true;
  if (config.indexes.some((index) => sameIndex(index, needed))) return true;
  const equality = needed.fields.filter(
    (field) => 'order' in field && spec.filters.some((f) => f.field === field.fieldPath && (f.op === '==' || f.op === 'in')),
  );
  const rest = needed.fields.slice(equality.length);
  return (
    equality.length > 1 &&
    equality.every((field) => config.indexes.some((index) => sameIndex(index, { ...needed, fields: [field, ...rest] })))
  );
}

/**
 * The indexes of firestore.indexes.json, derived from the declarations (`npm run firebase:generate`
 * writes the file; a unit test fails when it is out of date). Covered for every resource, in both
 * directions of its default order: each filter field alone (and, by index merging, several equality
 * filters together), each range filter, and the keyword search. Sorting by any column without a
 * filter needs no composite index. Other combinations are created on demand (docs/firebase.md).
 */
export function firestoreIndexes(resources: readonly ResourceDefinition[]): IndexConfig {
  const indexes: CompositeIndex[] = [];
  const add = (collectionGroup: string, fields: IndexField[]) => {
    const index: CompositeIndex = { collectionGroup, queryScope: 'COLLECTION', fields };
    if (!indexes.some((existing) => sameIndex(existing, index))) indexes.push(index);
  };
  const fieldOverrides: FieldOverride[] = [];

  for (const resource of resources) {
    const { name } = resource;
    const sortField = resource.defaultSort.field === 'id' ? null : resource.defaultSort.field;
    const defaultOrder: Order = resource.defaultSort.order === 'DESC' ? 'DESCENDING' : 'ASCENDING';
    if (sortField) {
      for (const order of [defaultOrder, flip(defaultOrder)]) {
        for (const field of resource.fields.filter((candidate) => candidate.filter && candidate.name !== sortField)) {
          if (EQUALITY_FILTER_TYPES.has(field.type))
            add(name, [
              { fieldPath: field.name, order: 'ASCENDING' },
              { fieldPath: sortField, order },
            ]);
          if (rangeFieldTypes.has(field.type))
            add(name, [
              { fieldPath: sortField, order },
              { fieldPath: field.name, order },
            ]);
          if (field.type === 'tags')
            add(name, [
              { fieldPath: field.name, arrayConfig: 'CONTAINS' },
              { fieldPath: sortField, order },
            ]);
        }
        if (resource.searchable.length)
          add(name, [
            { fieldPath: KEYWORDS_FIELD, arrayConfig: 'CONTAINS' },
            { fieldPath: sortField, order },
          ]);
      }
    }

    const collections = needsVisitorCopy(resource) ? [name, visitorCollection(resource)] : [name];
    for (const collectionGroup of collections) {
      // The copy has no private fields (visitorCopy.ts), so it needs no rule for them.
      const present = collectionGroup === name ? resource.fields : resource.fields.filter((field) => !field.private);
      for (const field of present.filter((candidate) => UNINDEXED_TYPES.has(candidate.type))) {
        fieldOverrides.push({ collectionGroup, fieldPath: field.name, indexes: [] });
      }
    }
    if (resource.searchable.length)
      fieldOverrides.push({
        collectionGroup: name,
        fieldPath: KEYWORDS_FIELD,
        indexes: [{ arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' }],
      });
  }
  // The Papierkorb of a role that may not read every resource: its resources only, newest first (src/shared/firebase/history.ts).
  add(TRASH_COLLECTION, [
    { fieldPath: 'resource', order: 'ASCENDING' },
    { fieldPath: 'createdAt', order: 'DESCENDING' },
  ]);
  // The retention job's old mails of one delivery state (server/retention/firestoreRetention.ts).
  const expiredMails = requiredIndex(finishedMailsBefore('SUCCESS', new Date(0)));
  if (expiredMails) add(expiredMails.collectionGroup, expiredMails.fields);
  return { indexes, fieldOverrides };
}

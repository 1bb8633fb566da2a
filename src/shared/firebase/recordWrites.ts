import type { ResourceDefinition } from '../resources/defineResource';
import type { RecordMeta } from '../resources/recordTypes';
import { KEYWORDS_FIELD, keywordsFor } from './keywords';
import type { WriteOp } from './port';
import { needsVisitorCopy, visibleToVisitors, visitorCollection, visitorCopyFields } from './visitorCopy';

type Fields = Record<string, unknown>;

/**
 * The writes of one validated record, as the dashboard's provider and the server's OpenImmo import make them: the
 * record with its keyword index, server timestamps and author, and its visitor copy kept in step (written while
 * visitors may see the record, removed otherwise). A record's writes always go in one batch.
 */
const indexed = (resource: ResourceDefinition, fields: Fields): Fields => ({
  ...fields,
  [KEYWORDS_FIELD]: keywordsFor(fields, resource.searchable),
});

function copyOps(
  resource: ResourceDefinition,
  id: string,
  fields: Fields,
  createdAt: string,
  by: string | null,
  createdBy: string | null,
): WriteOp[] {
  if (!needsVisitorCopy(resource)) return [];
  const collection = visitorCollection(resource);
  if (!visibleToVisitors(resource, fields)) return [{ kind: 'delete', collection, id }];
  return [
    {
      kind: 'set',
      collection,
      id,
      fields: visitorCopyFields(resource, fields),
      meta: { createdAt, updatedAt: 'now', createdBy, updatedBy: by },
    },
  ];
}

export function createOps(resource: ResourceDefinition, id: string, fields: Fields, by: string | null): WriteOp[] {
  return [
    {
      kind: 'set',
      collection: resource.name,
      id,
      fields: indexed(resource, fields),
      meta: { createdAt: 'now', updatedAt: 'now', createdBy: by, updatedBy: by },
    },
    ...copyOps(resource, id, fields, 'now', by, by),
  ];
}

export function updateOps(
  resource: ResourceDefinition,
  id: string,
  fields: Fields,
  before: Pick<RecordMeta, 'createdAt' | 'createdBy'>,
  by: string | null,
): WriteOp[] {
  return [
    { kind: 'update', collection: resource.name, id, fields: indexed(resource, fields), meta: { updatedAt: 'now', updatedBy: by } },
    ...copyOps(resource, id, fields, before.createdAt || 'now', by, before.createdBy),
  ];
}

export function deleteOps(resource: ResourceDefinition, id: string): WriteOp[] {
  return [
    { kind: 'delete', collection: resource.name, id },
    ...(needsVisitorCopy(resource) ? [{ kind: 'delete' as const, collection: visitorCollection(resource), id }] : []),
  ];
}

/** The most writes one record makes (the record and its visitor copy): what fits into one batch is MAX_BATCH / this. */
export const MAX_OPS_PER_RECORD = 2;

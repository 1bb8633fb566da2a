import { historyCollection, TRASH_COLLECTION } from '../../src/shared/firebase/history';
import { resourceCapability } from '../../src/shared/auth/rolePolicy';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { may } from './roleRules';

const INDENT = '    ';
/** What a history entry holds (src/shared/firebase/history.ts) and the metadata every provider write carries. */
export const HISTORY_ENTRY_FIELDS = ['resource', 'recordId', 'action', 'authorId', 'authorName', 'changes', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy'];
export const TRASH_FIELDS = ['resource', 'recordId', 'title', 'record', 'deletedById', 'deletedByName', 'expiresAt', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy'];
const list = (values: readonly string[]) => `[${values.map((value) => `'${value}'`).join(', ')}]`;

/**
 * A resource's change history: staff who may read the resource read it, those who may write it add entries (with their
 * change) as themselves at the server's time; nobody changes or deletes one.
 */
export function historyRules(resource: ResourceDefinition): string {
  return [
    `${INDENT}// ${resource.name}: the change history, append-only (docs/access-policy.md, "Change history").`,
    `${INDENT}match /${historyCollection(resource.name, '{id}')}/{entry} {`,
    `${INDENT}  allow read: if ${may(resourceCapability(resource.name, 'read'))};`,
    `${INDENT}  allow create: if ${may(resourceCapability(resource.name, 'write'))} && isHistoryEntry(request.resource.data, '${resource.name}', id);`,
    `${INDENT}}`,
  ].join('\n');
}

/** The Papierkorb and the function the history blocks use. */
export function trashRules(): string {
  return [
    `${INDENT}// A history entry written with its change (same batch): by the signed-in member of staff, at the server's time.`,
    `${INDENT}function isHistoryEntry(data, resource, id) {`,
    `${INDENT}  return data.keys().hasOnly(${list(HISTORY_ENTRY_FIELDS)})`,
    `${INDENT}    && data.authorId == request.auth.uid && data.createdAt == request.time`,
    `${INDENT}    && data.resource == resource && data.recordId == id`,
    `${INDENT}    && data.action in ['create', 'update', 'delete', 'restore'] && data.changes is list;`,
    `${INDENT}}`,
    '',
    `${INDENT}// The Papierkorb: a deleted record, written with its deletion; staff who may read its resource read it, those who`,
    `${INDENT}// may write it delete it to restore. A TTL policy on expiresAt removes it after 30 days (docs/firebase.md).`,
    `${INDENT}match /${TRASH_COLLECTION}/{entry} {`,
    `${INDENT}  allow get: if mayResource(resource.data.resource, 'read');`,
    `${INDENT}  allow list: if mayReadEveryResource() || mayResource(resource.data.resource, 'read');`,
    `${INDENT}  allow delete: if mayResource(resource.data.resource, 'write');`,
    `${INDENT}  allow create: if mayResource(request.resource.data.resource, 'write') && request.resource.data.keys().hasOnly(${list(TRASH_FIELDS)})`,
    `${INDENT}    && request.resource.data.deletedById == request.auth.uid && request.resource.data.createdAt == request.time`,
    `${INDENT}    && request.resource.data.expiresAt is timestamp && entry == request.resource.data.resource + ':' + request.resource.data.recordId;`,
    `${INDENT}}`,
  ].join('\n');
}

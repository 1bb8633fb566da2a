import { historyCollection, TRASH_COLLECTION } from '../../src/shared/firebase/history';
import { resourceCapability } from '../../src/shared/resources/resourceCapability';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { may } from './roleRules';
import { PERSONAL_RECORD_COLLECTIONS } from '../privacy/firestorePersonalData';

const INDENT = '    ';
/** What a history entry holds (src/shared/firebase/history.ts) and the metadata every provider write carries. */
export const HISTORY_ENTRY_FIELDS = [
  'resource',
  'recordId',
  'action',
  'authorId',
  'authorName',
  'changes',
  'createdAt',
  'updatedAt',
  'createdBy',
  'updatedBy',
];
export const TRASH_FIELDS = [
  'resource',
  'recordId',
  'title',
  'record',
  'deletedById',
  'deletedByName',
  'expiresAt',
  'createdAt',
  'updatedAt',
  'createdBy',
  'updatedBy',
];
const list = (values: readonly string[]) => `[${values.map((value) => `'${value}'`).join(', ')}]`;

/** Records with a visitor's address, which a data request finds and erases (server/privacy/firestorePersonalData.ts). */
export const isPersonalRecord = (resource: ResourceDefinition) => PERSONAL_RECORD_COLLECTIONS.includes(resource.name);

/** A deleted record of visitors whose history goes when its 30 days in the Papierkorb are over (firestoreTrashPurge.ts). */
const purgedWithTrash = (resource: ResourceDefinition) => resource.access.create === 'public';

/**
 * A resource's change history: staff who may read the resource read it, those who may write it add entries (with their
 * change) as themselves at the server's time; nobody changes one, and only the server's account deletes the history of
 * records with personal data.
 */
export function historyRules(resource: ResourceDefinition): string {
  return [
    `${INDENT}// ${resource.name}: the change history, append-only (docs/access-policy.md, "Change history").`,
    `${INDENT}match /${historyCollection(resource.name, '{id}')}/{entry} {`,
    `${INDENT}  allow read: if ${may(resourceCapability(resource.name, 'read'))};`,
    `${INDENT}  allow create: if ${may(resourceCapability(resource.name, 'write'))} && isHistoryEntry(request.resource.data, '${resource.name}', id);`,
    // The OpenImmo import writes listings with the server's account, and their entries in the importer's name; a
    // withdrawal's status change is the website's.
    ...(resource.access.serverWrites || resource.access.serverUpdates
      ? [`${INDENT}  allow create: if isServerHistoryEntry(request.resource.data, '${resource.name}', id);`]
      : []),
    // Personal data: the history goes with the record on a data request (firestorePersonalData.ts), which covers the
    // end of its 30 days in the Papierkorb too (firestoreTrashPurge.ts); otherwise only then.
    ...(isPersonalRecord(resource)
      ? [`${INDENT}  allow list, delete: if isMailSender();`]
      : purgedWithTrash(resource)
        ? [`${INDENT}  allow list, delete: if isMailSender() && isExpiredTrash('${resource.name}', id);`]
        : []),
    `${INDENT}}`,
  ].join('\n');
}

/** The resources whose records the server's account writes (the OpenImmo import), with their history and Papierkorb entries. */
const serverWritten = (resources: readonly ResourceDefinition[]) =>
  resources.filter((resource) => resource.access.serverWrites).map((resource) => resource.name);

/** The Papierkorb and the function the history blocks use. */
export function trashRules(resources: readonly ResourceDefinition[]): string {
  const personal = resources.filter(isPersonalRecord).map((resource) => resource.name);
  // Only a history block that asks for it needs the function (a record of visitors that no data request erases).
  const expiredTrash = resources.some((resource) => purgedWithTrash(resource) && !isPersonalRecord(resource))
    ? [
        `${INDENT}// A deleted record whose 30 days in the Papierkorb are over (server/history/firestoreTrashPurge.ts).`,
        `${INDENT}function isExpiredTrash(resource, id) {`,
        `${INDENT}  let entry = /databases/$(database)/documents/${TRASH_COLLECTION}/$(resource + ':' + id);`,
        `${INDENT}  return exists(entry) && get(entry).data.expiresAt <= request.time;`,
        `${INDENT}}`,
        '',
      ]
    : [];
  return [
    `${INDENT}// What every history entry holds: its record, the action and the changes, at the server's time.`,
    `${INDENT}function isHistoryShape(data, resource, id) {`,
    `${INDENT}  return data.keys().hasOnly(${list(HISTORY_ENTRY_FIELDS)}) && data.createdAt == request.time`,
    `${INDENT}    && data.resource == resource && data.recordId == id`,
    `${INDENT}    && data.action in ['create', 'update', 'delete', 'restore'] && data.changes is list;`,
    `${INDENT}}`,
    '',
    `${INDENT}// A history entry written with its change (same batch): by the signed-in member of staff, in their own name.`,
    `${INDENT}function isHistoryEntry(data, resource, id) {`,
    `${INDENT}  return isHistoryShape(data, resource, id) && data.authorId == request.auth.uid;`,
    `${INDENT}}`,
    '',
    `${INDENT}// The server's account writes for the OpenImmo import in the name of the member of staff who started it, or of`,
    `${INDENT}// nobody (the nightly run, the command line): a named author must be on the staff list.`,
    `${INDENT}function isServerAuthor(authorId) {`,
    `${INDENT}  return isMailSender() && (authorId == null || exists(/databases/$(database)/documents/staff/$(authorId)));`,
    `${INDENT}}`,
    '',
    `${INDENT}function isServerHistoryEntry(data, resource, id) {`,
    `${INDENT}  return isHistoryShape(data, resource, id) && isServerAuthor(data.authorId);`,
    `${INDENT}}`,
    '',
    ...expiredTrash,
    `${INDENT}function isTrashShape(data, entry) {`,
    `${INDENT}  return data.keys().hasOnly(${list(TRASH_FIELDS)}) && data.createdAt == request.time`,
    `${INDENT}    && data.expiresAt is timestamp && entry == data.resource + ':' + data.recordId;`,
    `${INDENT}}`,
    '',
    `${INDENT}// The Papierkorb: a deleted record, written with its deletion; staff who may read its resource read it, those who`,
    `${INDENT}// may write it delete it to restore. The server's account deletes it after 30 days (docs/firebase.md), and finds`,
    `${INDENT}// and deletes the entries of records with a visitor's address on a data request (one collection per query).`,
    `${INDENT}match /${TRASH_COLLECTION}/{entry} {`,
    `${INDENT}  allow get: if mayResource(resource.data.resource, 'read');`,
    `${INDENT}  allow list: if mayReadEveryResource() || mayResource(resource.data.resource, 'read');`,
    `${INDENT}  allow delete: if mayResource(resource.data.resource, 'write');`,
    `${INDENT}  allow create: if mayResource(request.resource.data.resource, 'write') && isTrashShape(request.resource.data, entry)`,
    `${INDENT}    && request.resource.data.deletedById == request.auth.uid;`,
    `${INDENT}  allow create: if request.resource.data.resource in ${list(serverWritten(resources))} && isTrashShape(request.resource.data, entry)`,
    `${INDENT}    && isServerAuthor(request.resource.data.deletedById);`,
    `${INDENT}  allow list, delete: if isMailSender() && resource.data.expiresAt <= request.time;`,
    ...(personal.length ? [`${INDENT}  allow list, delete: if isMailSender() && resource.data.resource in ${list(personal)};`] : []),
    `${INDENT}}`,
  ].join('\n');
}

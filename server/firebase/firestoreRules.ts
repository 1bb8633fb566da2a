import { KEYWORDS_FIELD, MAX_KEYWORDS } from '../../src/shared/firebase/keywords';
import { serverCollections as declaredServerCollections, type ServerCollection } from '../../src/shared/firebase/serverCollections';
import { needsVisitorCopy, visitorCollection } from '../../src/shared/firebase/visitorCopy';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { historyRules, isPersonalRecord, trashRules } from './historyRules';
import { may, roleRules } from './roleRules';
import { FINISHED_MAIL_STATES, MIN_MAIL_DAYS } from '../retention/firestoreRetention';
import { resourceCapability } from '../../src/shared/resources/resourceCapability';
import { DEFAULT_LONG_TEXT_MAX, DEFAULT_RICH_TEXT_MAX, DEFAULT_TEXT_MAX, type Field } from '../../src/shared/resources/fields';
import { META_FIELDS } from '../../src/shared/resources/recordTypes';
import { emptyValue, RECORD_ID, TEXT_FORMATS } from '../../src/shared/resources/validation';

/**
 * The resources' part of firestore.rules, generated from the declarations like firestore.indexes.json:
 * who reads and writes each collection (docs/access-policy.md), and for a resource visitors may create,
 * exactly what such a record may hold. `npm run firebase:generate` writes it between the markers;
 * what no declaration says (the staff list, the helper functions) stays hand-written around it.
 */
export const GENERATED_BEGIN = '    // ── generated from src/shared/resources by `npm run firebase:generate`: do not edit ──';
export const GENERATED_END = '    // ── end of the generated part ──';

const INDENT = '    ';

/** A rules string literal: the rules language reads backslashes and quotes like JavaScript. */
const literal = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const list = (values: readonly unknown[]) =>
  `[${values.map((value) => (typeof value === 'string' ? literal(value) : String(value))).join(', ')}]`;
const pascal = (name: string) => name.replace(/(^|[_-])(\w)/g, (_, __, letter: string) => letter.toUpperCase());

/** A JavaScript pattern as the rules' RE2 `matches()` wants it: anchored to the whole string already, flags inline. */
const rulesPattern = (pattern: RegExp) =>
  `${pattern.flags.includes('i') ? '(?i)' : ''}${pattern.source.replace(/^\^/, '').replace(/\$$/, '')}`;

export const visitorCreateFunction = (resource: ResourceDefinition) => `isVisitor${pascal(resource.name)}`;

/** The rule for one field a visitor writes: its type, bounds, format or choices, as validation.ts checks them. */
function visitorValueRule(resource: ResourceDefinition, field: Field, value: string): string {
  switch (field.type) {
    case 'text':
    case 'longText':
    case 'richText': {
      const max =
        field.maxLength ??
        (field.type === 'text' ? DEFAULT_TEXT_MAX : field.type === 'longText' ? DEFAULT_LONG_TEXT_MAX : DEFAULT_RICH_TEXT_MAX);
      const format =
        field.type === 'text' && field.format ? ` && ${value}.matches(${literal(rulesPattern(TEXT_FORMATS[field.format].pattern))})` : '';
      return `${value} is string && ${value}.size() >= 1 && ${value}.size() <= ${max}${format}`;
    }
    case 'number':
    case 'integer':
    case 'money':
    case 'area': {
      const bounds = [
        field.min !== undefined ? ` && ${value} >= ${field.min}` : '',
        field.max !== undefined ? ` && ${value} <= ${field.max}` : '',
      ].join('');
      return `${value} is ${field.type === 'integer' ? 'int' : 'number'}${bounds}`;
    }
    case 'boolean':
      return field.required ? `${value} == true` : `${value} is bool`;
    case 'date':
      return `${value} is string && ${value}.matches('[0-9]{4}-[0-9]{2}-[0-9]{2}')`;
    case 'select':
      return `${value} in ${list(field.choices.map((choice) => choice.id))}`;
    case 'tags':
      return `${value} is list && ${value}.hasOnly(${list(field.choices.map((choice) => choice.id))})`;
    case 'reference':
      return `${value} is string && ${value}.matches(${literal(rulesPattern(RECORD_ID))}) && ${referenceFunction(resource, field)}(${value})`;
    case 'image':
    case 'images':
      throw new Error(`Visitors cannot send pictures (${field.name}): uploads are for staff only.`);
  }
}

const referenceFunction = (resource: ResourceDefinition, field: Field) => `is${pascal(resource.name)}${pascal(field.name)}Target`;

/**
 * A visitor may point a reference only at a record they can read (its visitor copy, published), within the
 * field's `visitorScope`: the rule the server checks in server/content/visitorReferences.ts.
 */
function referenceTargetRule(
  resource: ResourceDefinition,
  field: Extract<Field, { type: 'reference' }>,
  resources: readonly ResourceDefinition[],
): string {
  const target = resources.find((candidate) => candidate.name === field.reference);
  if (!target || target.access.read === 'staff')
    throw new Error(`${resource.name}.${field.name}: visitors cannot point at ${field.reference}, which they may not read.`);
  const conditions = ['exists(target)'];
  if (target.access.read === 'published') conditions.push('get(target).data.published == true');
  for (const [name, allowed] of Object.entries(field.visitorScope?.match ?? {}))
    conditions.push(`get(target).data.${name} in ${list(allowed)}`);
  return [
    `${INDENT}// What a visitor's ${resource.name}.${field.name} may point at.`,
    `${INDENT}function ${referenceFunction(resource, field)}(id) {`,
    `${INDENT}  let target = /databases/$(database)/documents/${visitorCollection(target)}/$(id);`,
    `${INDENT}  return ${conditions.join(' && ')};`,
    `${INDENT}}`,
  ].join('\n');
}

/** What a visitor's new record may contain: their fields within the declared bounds, every other field at its empty value. */
function visitorCreateRule(resource: ResourceDefinition, resources: readonly ResourceDefinition[]): string {
  const visitorFields = new Set<string>(resource.visitorFields ?? []);
  const serverFields = new Set<string>(resource.serverFields ?? []);
  const keys = list([...resource.fields.map((field) => field.name), ...META_FIELDS.filter((name) => name !== 'id'), KEYWORDS_FIELD]);
  const conditions = [`data.keys().hasOnly(${keys})`, `data.keys().hasAll(${keys})`];
  for (const field of resource.fields) {
    const value = `data.${field.name}`;
    if (!visitorFields.has(field.name) && !serverFields.has(field.name)) {
      const empty = emptyValue(field);
      conditions.push(`${value} == ${Array.isArray(empty) ? '[]' : typeof empty === 'string' ? literal(empty) : String(empty)}`);
    } else if (field.required || field.type === 'boolean') conditions.push(visitorValueRule(resource, field, value));
    else conditions.push(`(${value} == null || (${visitorValueRule(resource, field, value)}))`);
  }
  // What the server sets (the estimate) only its own account writes; one check for all of them.
  if (serverFields.size > 0)
    conditions.push(`(isMailSender() || (${[...serverFields].map((name) => `data.${name} == null`).join(' && ')}))`);
  conditions.push(
    'data.createdAt == request.time && data.updatedAt == request.time',
    'data.createdBy == null && data.updatedBy == null',
    `data.${KEYWORDS_FIELD} is list && data.${KEYWORDS_FIELD}.size() <= ${MAX_KEYWORDS}`,
  );
  const references = resource.fields.flatMap((field) =>
    field.type === 'reference' && visitorFields.has(field.name) ? [referenceTargetRule(resource, field, resources)] : [],
  );
  return [
    ...references.map((rule) => `${rule}\n`),
    `${INDENT}// What a visitor's new ${resource.name} record may contain (visitorFields of the declaration; serverFields only from the server's account).`,
    `${INDENT}function ${visitorCreateFunction(resource)}(data) {`,
    `${INDENT}  return ${conditions.join(`\n${INDENT}    && `)};`,
    `${INDENT}}`,
  ].join('\n');
}

function matchBlock(collection: string, rules: string[], comment: string): string {
  return [
    `${INDENT}// ${comment}`,
    `${INDENT}match /${collection}/{id} {`,
    ...rules.map((rule) => `${INDENT}  ${rule}`),
    `${INDENT}}`,
  ].join('\n');
}

/** The server's account changes only these fields of an existing record, at the server's time. */
const serverUpdateRule = (fields: readonly string[]) =>
  `allow update: if isMailSender() && request.resource.data.diff(resource.data).affectedKeys().hasOnly(${list([...fields, 'updatedAt', 'updatedBy'])})` +
  ' && request.resource.data.updatedAt == request.time;';

/** The match blocks of one resource (and its visitor copy), plus its visitor-create function. */
function resourceRules(resource: ResourceDefinition, resources: readonly ResourceDefinition[]): string[] {
  // Staff read and write as the role matrix says (resourceCapability: the agency settings' write and the portals are
  // for admins), not by a role's name.
  const mayRead = may(resourceCapability(resource.name, 'read'));
  const mayWrite = may(resourceCapability(resource.name, 'write'));
  const writer = resource.access.serverWrites ? `${mayWrite} || isMailSender()` : mayWrite;
  const write = resource.singleton ? `allow write: if (${writer}) && id == ${literal(resource.singleton)};` : `allow write: if ${writer};`;
  // The full records: staff, and the server's own account where it reads them (the valuation model, the portal
  // transfers) or writes them (the OpenImmo import).
  const serverReads = resource.access.serverReads || resource.access.serverWrites || Boolean(resource.access.serverUpdates);
  // A data request's erasure (DSGVO Art. 17, server/privacy/firestorePersonalData.ts) deletes the address's records
  // with the server's account.
  const serverDelete =
    isPersonalRecord(resource) && !resource.access.serverWrites
      ? [
          "// The server's account deletes them on a data request (server/privacy/firestorePersonalData.ts) and once",
          '// their retention period is over (server/retention/firestoreRetention.ts, which finds them by `updatedAt`',
          '// with the read above).',
          'allow delete: if isMailSender();',
        ]
      : [];
  const fullRecords = [`allow read: if ${mayRead}${serverReads ? ' || isMailSender()' : ''};`, write, ...serverDelete];
  const serverToo = resource.access.serverWrites
    ? ", the server's account reads and writes them"
    : serverReads
      ? ", the server's account reads them"
      : '';
  if (resource.access.create === 'public' && resource.access.serverWrites)
    throw new Error(`${resource.name}: the server's account may only update named fields of visitors' records (serverUpdates).`);
  if (resource.access.read === 'staff') {
    if (resource.access.create === 'staff') return [matchBlock(resource.name, fullRecords, `${resource.name}: staff only${serverToo}.`)];
    return [
      matchBlock(
        resource.name,
        [
          `allow read: if ${mayRead}${serverReads ? ' || isMailSender()' : ''};`,
          `allow update, delete: if ${mayWrite};`,
          ...(resource.access.serverUpdates ? [serverUpdateRule(resource.access.serverUpdates)] : []),
          ...serverDelete,
          `allow create: if ${mayWrite} || ${visitorCreateFunction(resource)}(request.resource.data);`,
        ],
        `${resource.name}: visitors may only create one (checked below) and read none, not even their own${serverToo}.`,
      ),
      visitorCreateRule(resource, resources),
    ];
  }
  if (resource.access.create === 'public')
    throw new Error(`${resource.name}: visitors may create only records they cannot read (access.read "staff").`);
  if (serverDelete.length) throw new Error(`${resource.name}: records with a visitor's address are for staff only (access.read "staff").`);
  const visitorRead = resource.access.read === 'public' ? 'allow read: if true;' : `allow read: if isPublished() || ${mayRead};`;
  if (needsVisitorCopy(resource)) {
    return [
      matchBlock(resource.name, fullRecords, `${resource.name}: the full record is for staff only${serverToo}, visitors read the copy.`),
      matchBlock(
        visitorCollection(resource),
        [visitorRead, write],
        `${resource.name}: what visitors see (src/shared/firebase/visitorCopy.ts).`,
      ),
    ];
  }
  const who = resource.access.read === 'public' ? 'everyone reads every record' : 'visitors read the published records';
  return [matchBlock(resource.name, [visitorRead, write], `${resource.name}: ${who}, staff write.`)];
}

/**
 * A collection no visitor touches: the server's account reads and writes it, staff with its capability may read and
 * delete. What is kept for good the server's account only creates and reads, and staff only read.
 */
function serverCollectionRules(collection: ServerCollection): string {
  if (collection.counter) return counterRules(collection);
  const server = collection.kept ? 'allow read, create: if isMailSender();' : 'allow read, write: if isMailSender();';
  const staff = collection.staff ? [`allow ${collection.kept ? 'read' : 'read, delete'}: if ${may(collection.staff)};`] : [];
  const writer = collection.kept
    ? "created by the server's account alone and never changed or deleted"
    : "written by the server's account alone";
  const staffReads = collection.staff ? `, staff read${collection.kept ? '' : ' and delete'} them` : '';
  return matchBlock(
    collection.name,
    [server, ...staff],
    `${collection.name}: ${collection.about}; ${writer}${staffReads}, visitors nothing.`,
  );
}

/** Counters (the retention job's counts of deleted inquiries): created and raised by the server's account, never lowered or deleted. */
function counterRules(collection: ServerCollection): string {
  if (collection.kept || collection.staff || collection.mailKinds?.length)
    throw new Error(`${collection.name}: a counter belongs to the server's account alone (no staff, no mails, not kept).`);
  return matchBlock(
    collection.name,
    ['allow read, create: if isMailSender();', 'allow update: if isMailSender() && request.resource.data.total > resource.data.total;'],
    `${collection.name}: ${collection.about}; created by the server's account alone, which only raises their total and never deletes one, visitors nothing.`,
  );
}

/**
 * The function the hand-written mail block uses for the retention job's mails: old enough for the shortest period the
 * settings allow, by Firestore's clock, and sent or given up (a waiting mail is still needed).
 */
function expiredMailFunction(): string {
  return [
    `${INDENT}// A mail sent or given up that was written at least ${MIN_MAIL_DAYS} days ago, the shortest mail period the settings allow`,
    `${INDENT}// (retentionMailDays): the server's account finds and deletes it when its period is over (the retention job,`,
    `${INDENT}// server/retention/firestoreRetention.ts), asking for one delivery state at a time. A mail still waiting to be sent stays.`,
    `${INDENT}function isExpiredMail(data) {`,
    `${INDENT}  return isMailSender() && data.delivery.state in ${list(FINISHED_MAIL_STATES)}`,
    `${INDENT}    && data.createdAt < request.time - duration.value(${MIN_MAIL_DAYS}, 'd');`,
    `${INDENT}}`,
  ].join('\n');
}

/** The function the hand-written mail block uses for the mails about records with a visitor's address. */
function personalRecordMailFunction(resources: readonly ResourceDefinition[]): string {
  const collections = resources.filter(isPersonalRecord).map((resource) => literal(resource.name));
  return [
    `${INDENT}// A stored mail about a record with a visitor's address (an inquiry, a withdrawal): the server's account finds and`,
    `${INDENT}// deletes it on a data request (DSGVO Art. 15 and 17, server/privacy/firestorePersonalData.ts), asking about one such`,
    `${INDENT}// collection at a time.`,
    `${INDENT}function isPersonalRecordMail(data) {`,
    `${INDENT}  return isMailSender() && data.related != null && data.related.collection in [${collections.join(', ')}];`,
    `${INDENT}}`,
  ].join('\n');
}

/** The two functions the hand-written mail block uses for the mails about documents of server-only collections. */
function serverMailFunctions(collections: readonly ServerCollection[]): string {
  const withMails = collections.filter((collection) => collection.mailKinds?.length);
  const kinds = withMails.map(
    (collection) => `(data.related.collection == ${literal(collection.name)} && data.kind in ${list(collection.mailKinds!)})`,
  );
  const readers = withMails.map(
    (collection) =>
      `(data.related.collection == ${literal(collection.name)} && (isMailSender()${collection.staff ? ` || ${may(collection.staff)}` : ''}))`,
  );
  return [
    `${INDENT}// A mail the server's account writes about a document of a server-only collection, which must exist after the write.`,
    `${INDENT}function isServerCollectionMail(data) {`,
    `${INDENT}  return isMailSender() && isMailDocument(data) && data.related != null`,
    `${INDENT}    && (${kinds.join(' || ')})`,
    `${INDENT}    && existsAfter(/databases/$(database)/documents/$(data.related.collection)/$(data.related.id));`,
    `${INDENT}}`,
    '',
    `${INDENT}// A stored mail about such a document: read and deleted with it by the server's account, or by staff who may delete`,
    `${INDENT}// the document (DSGVO Art. 17).`,
    `${INDENT}function mayServerCollectionMailOf(data) {`,
    `${INDENT}  return data.related != null && (${readers.join(' || ')});`,
    `${INDENT}}`,
  ].join('\n');
}

/** The generated part of firestore.rules, markers included. */
export function generatedRules(
  resources: readonly ResourceDefinition[],
  serverCollections: readonly ServerCollection[] = declaredServerCollections,
): string {
  const blocks = [
    roleRules(resources),
    ...resources.flatMap((resource) => [...resourceRules(resource, resources), historyRules(resource)]),
    trashRules(resources),
    ...serverCollections.map(serverCollectionRules),
    serverMailFunctions(serverCollections),
    personalRecordMailFunction(resources),
    expiredMailFunction(),
  ];
  return [GENERATED_BEGIN, blocks.join('\n\n'), GENERATED_END].join('\n');
}

/** The rules file with its generated part replaced; the hand-written rest stays as it is. */
export function withGeneratedRules(file: string, resources: readonly ResourceDefinition[]): string {
  const begin = file.indexOf(GENERATED_BEGIN);
  const end = file.indexOf(GENERATED_END);
  if (begin === -1 || end < begin) throw new Error('firestore.rules has lost the markers of its generated part.');
  return `${file.slice(0, begin)}${generatedRules(resources)}${file.slice(end + GENERATED_END.length)}`;
}

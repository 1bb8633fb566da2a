import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newImageId } from '../../src/shared/firebase/imageUpload';
import { VARIANT_WIDTHS } from '../../src/shared/firebase/imageVariants';
import { KEYWORDS_FIELD } from '../../src/shared/firebase/keywords';
import {
  EXPIRED_INQUIRY_COUNTS_COLLECTION,
  PRIVACY_ERASURES_COLLECTION,
  PRIVACY_KEYS_COLLECTION,
  RETENTION_RUNS_COLLECTION,
  serverCollections,
} from '../../src/shared/firebase/serverCollections';
import { needsVisitorCopy, visitorCollection } from '../../src/shared/firebase/visitorCopy';
import { DEFAULT_LONG_TEXT_MAX, DEFAULT_TEXT_MAX, type Field } from '../../src/shared/resources/fields';
import { inquiries } from '../../src/shared/resources/inquiries';
import { inquiryTopics } from '../../src/shared/resources/choices/inquiryTopics';
import { resourceList } from '../../src/shared/resources/registry';
import { META_FIELDS } from '../../src/shared/resources/recordTypes';
import { TEXT_FORMATS } from '../../src/shared/resources/validation';
import { rulesFileText } from '../cli/firebaseGenerate';
import { generatedRules, visitorCreateFunction } from './firestoreRules';
import { PERSONAL_RECORD_COLLECTIONS } from '../privacy/firestorePersonalData';
import { FINISHED_MAIL_STATES, MIN_MAIL_DAYS } from '../retention/firestoreRetention';
import { settings } from '../../src/shared/resources/settings';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { can, FALLBACK_ROLE, ROLES } from '../../src/shared/auth/rolePolicy';
import { resourceCapability } from '../../src/shared/resources/resourceCapability';

/**
 * The rules cannot run here (the Firestore and Storage emulators need Java); their behaviour is
 * tested in server/contract/*.rules.test.ts wherever the emulators run. These checks keep the
 * files in step with the declarations they restate.
 */
const root = resolve(import.meta.dirname, '../..');
const firestoreRules = readFileSync(resolve(root, 'firestore.rules'), 'utf8');
const storageRules = readFileSync(resolve(root, 'storage.rules'), 'utf8');
const block = (collection: string) => {
  const start = firestoreRules.indexOf(`match /${collection}/{`);
  expect(start, `firestore.rules has no block for ${collection}`).toBeGreaterThan(-1);
  return firestoreRules.slice(start, firestoreRules.indexOf('}\n', firestoreRules.indexOf('{', start + 8) + 1));
};
const quotedList = (text: string) => [...text.matchAll(/'([^']+)'/g)].map((match) => match[1]);
const pattern = (name: string) => new RegExp(`^(?:${storageRules.match(new RegExp(`${name}\\.matches\\('([^']+)'\\)`))![1]})$`);

describe('firestore.rules follow the declarations', () => {
  it('has the generated part of the current declarations (npm run firebase:generate)', () => {
    expect(firestoreRules).toBe(rulesFileText());
  });

  it.each(resourceList.map((resource) => [resource.name, resource] as const))('%s: who reads what', (name, resource) => {
    const rules = block(name);
    // Staff as the role matrix says (roleRules.test.ts checks the capabilities); here: visitors and the server's account.
    const staffRead = `may('${resourceCapability(name, 'read')}')`;
    const staffWrite = `may('${resourceCapability(name, 'write')}')`;
    // The full records the valuation model and the transfers read: the server's own account reads them too, and writes
    // only those the OpenImmo import writes (with their visitor copies).
    const serverReads = resource.access.serverReads || resource.access.serverWrites || Boolean(resource.access.serverUpdates);
    const fullRead = serverReads ? `allow read: if ${staffRead} || isMailSender();` : `allow read: if ${staffRead};`;
    const serverWrite = `allow write: if ${staffWrite} || isMailSender();`;
    // Of a record visitors create the server's account may change only the named fields (an inquiry's status).
    if (resource.access.serverUpdates) {
      const fields = [...resource.access.serverUpdates, 'updatedAt', 'updatedBy'].map((name) => `'${name}'`).join(', ');
      expect(rules).toContain(
        `allow update: if isMailSender() && request.resource.data.diff(resource.data).affectedKeys().hasOnly([${fields}])`,
      );
      expect(rules).not.toContain(serverWrite);
    } else if (resource.access.serverWrites) {
      expect(rules).toContain(serverWrite);
      if (needsVisitorCopy(resource)) expect(block(visitorCollection(resource))).toContain(serverWrite);
    } else {
      expect(rules).not.toMatch(/allow write: if \(?may\('\w+'\) \|\| isMailSender/);
      if (resource.access.serverReads) expect(rules).toContain(`allow write: if ${staffWrite};`);
      if (needsVisitorCopy(resource)) expect(block(visitorCollection(resource))).not.toContain('isMailSender');
    }
    if (needsVisitorCopy(resource)) {
      expect(rules).toContain(fullRead);
      expect(block(visitorCollection(resource))).toContain(`allow read: if isPublished() || ${staffRead};`);
    } else if (resource.access.read === 'published') expect(rules).toContain(`allow read: if isPublished() || ${staffRead};`);
    else if (resource.access.read === 'public') expect(rules).toContain('allow read: if true;');
    else if (resource.access.create === 'public') expect(rules).toContain(serverReads ? fullRead : `allow read: if ${staffRead};`);
    else expect(rules).toContain(fullRead);
    if (resource.singleton) expect(rules).toContain(`id == '${resource.singleton}'`);
    if (resource.access.create === 'public')
      expect(rules).toContain(`allow create: if ${staffWrite} || ${visitorCreateFunction(resource)}(request.resource.data);`);
    else expect(rules).not.toContain('allow create');
  });

  it('lets visitors send exactly an inquiry’s fields, with its choices and lengths', () => {
    const validation = firestoreRules.slice(firestoreRules.indexOf(`function ${visitorCreateFunction(inquiries)}`));
    const hasOnly = quotedList(validation.slice(validation.indexOf('hasOnly('), validation.indexOf(')', validation.indexOf('hasOnly('))));
    const expected = [...inquiries.fields.map((field) => field.name), ...META_FIELDS.filter((field) => field !== 'id'), KEYWORDS_FIELD];
    expect(hasOnly.sort()).toEqual(expected.sort());
    expect(
      quotedList(validation.slice(validation.indexOf('data.topic in'), validation.indexOf(']', validation.indexOf('data.topic in')))),
    ).toEqual(inquiryTopics.map((topic) => topic.id));
    // Free texts a visitor writes are bounded as declared (the phone number by its pattern).
    const fields = inquiries.fields as readonly Field[];
    const texts = fields.filter(
      (field) => inquiries.visitorFields!.includes(field.name as never) && (field.type === 'longText' || field.type === 'text'),
    );
    expect(texts.map((field) => field.name)).toEqual(['name', 'email', 'phone', 'message', 'street', 'postcode']);
    for (const field of texts) {
      const max = (field as { maxLength?: number }).maxLength ?? (field.type === 'longText' ? DEFAULT_LONG_TEXT_MAX : DEFAULT_TEXT_MAX);
      expect(validation).toContain(`data.${field.name}.size() <= ${max}`);
    }
    expect(validation).toContain('data.privacyConsent == true');
    expect(validation).toContain('data.note == null');
    expect(validation).toContain(`data.status == '${inquiries.fields.find((field) => field.name === 'status')!.defaultValue}'`);
    expect(inquiries.visitorFields).not.toContain('status');
  });

  it('lets only the server’s account set what the server sets on an inquiry (the valuation’s estimate), within its bounds', () => {
    const validation = firestoreRules.slice(firestoreRules.indexOf(`function ${visitorCreateFunction(inquiries)}`));
    const serverFields = inquiries.serverFields!;
    expect(serverFields).toEqual(
      expect.arrayContaining(['estimateLow', 'estimateMiddle', 'estimateHigh', 'estimatePerSqm', 'estimateComparables', 'estimateBasis']),
    );
    expect(validation).toContain(`(isMailSender() || (${serverFields.map((name) => `data.${name} == null`).join(' && ')}))`);
    expect(validation).toContain('(data.estimateComparables == null || (data.estimateComparables is int && data.estimateComparables >= 0');
    expect(validation).toContain(
      "(data.estimateBasis == null || (data.estimateBasis in ['comparables', 'market', 'market-borough', 'market-city']))",
    );
  });

  it('writes the formats as the patterns the server checks, for the rules’ own string syntax', () => {
    const validation = firestoreRules.slice(firestoreRules.indexOf(`function ${visitorCreateFunction(inquiries)}`));
    const emailPattern = validation.match(/data\.email\.matches\('((?:[^'\\]|\\.)*)'\)/)![1].replace(/\\\\/g, '\\');
    expect(new RegExp(`^(?:${emailPattern})$`).source).toBe(new RegExp(`^(?:${TEXT_FORMATS.email.pattern.source.slice(1, -1)})$`).source);
  });

  it('lets a visitor’s inquiry name only a listing the declaration allows: readable, and within its visitorScope', () => {
    const property = inquiries.fields.find((field) => field.name === 'property');
    if (property?.type !== 'reference' || !property.visitorScope) throw new Error('inquiries.property should be a scoped reference');
    const check = firestoreRules.slice(firestoreRules.indexOf('function isInquiriesPropertyTarget'));
    expect(firestoreRules).toContain('isInquiriesPropertyTarget(data.property)');
    expect(check).toContain(
      `/documents/${visitorCollection(resourceList.find((resource) => resource.name === property.reference)!)}/$(id)`,
    );
    expect(check).toContain('get(target).data.published == true');
    for (const [field, allowed] of Object.entries(property.visitorScope.match)) {
      const listed = check.slice(check.indexOf(`get(target).data.${field} in [`), check.indexOf(']', check.indexOf(`data.${field} in [`)));
      expect(quotedList(listed), field).toEqual([...allowed]);
    }
  });

  it.each(serverCollections.map((collection) => [collection.name, collection] as const))(
    '%s: the server’s account alone writes it, visitors never see it',
    (name, collection) => {
      const rules = block(name);
      // What is kept for good (the erasure notes and their key, the retention runs) and counters nobody changes at will
      // or deletes, not even the server's account.
      expect(rules).toContain(
        collection.kept || collection.counter ? 'allow read, create: if isMailSender();' : 'allow read, write: if isMailSender();',
      );
      if (collection.staff) expect(rules).toContain(`allow ${collection.kept ? 'read' : 'read, delete'}: if may('${collection.staff}');`);
      if (collection.counter)
        expect(rules).toContain('allow update: if isMailSender() && request.resource.data.total > resource.data.total;');
      // Nothing else: no visitor rule, no staff write.
      expect(rules.match(/allow /g)).toHaveLength(collection.staff || collection.counter ? 2 : 1);
    },
  );

  it('keeps the erasure notes and their key for good: the server’s account creates and reads them, nobody else anything', () => {
    for (const name of [PRIVACY_ERASURES_COLLECTION, PRIVACY_KEYS_COLLECTION]) {
      expect(serverCollections.find((collection) => collection.name === name)).toMatchObject({ kept: true });
      expect(block(name)).not.toMatch(/allow [^:]*(write|update|delete)/);
    }
  });

  it('lets the server’s account find and erase, on a data request, the records with a visitor’s address and nothing else', () => {
    expect(PERSONAL_RECORD_COLLECTIONS).toEqual(['inquiries', 'withdrawals']);
    for (const resource of resourceList) {
      const records = block(resource.name);
      const serverDeletes = /allow [^:]*(write|delete): if [^;]*isMailSender\(\)/.test(records);
      expect(serverDeletes, resource.name).toBe(
        PERSONAL_RECORD_COLLECTIONS.includes(resource.name) || Boolean(resource.access.serverWrites),
      );
    }
    // Inquiries: only this delete beside the status update; withdrawals the server's account writes anyway.
    expect(block('inquiries')).toContain('allow delete: if isMailSender();');
    expect(block('withdrawals')).toContain("allow write: if may('inquiries') || isMailSender();");
    // Their Papierkorb entries, asked for one collection at a time, and never those of other resources before 30 days.
    expect(block('trash')).toContain("allow list, delete: if isMailSender() && resource.data.resource in ['inquiries', 'withdrawals'];");
    // Their mails, never all mail or a mail about nothing (the Postausgang stays with 'mail').
    const mail = block('mail');
    expect(mail).toContain('allow list, delete: if isPersonalRecordMail(resource.data);');
    expect(mail).toContain("allow read: if may('mail') || mayServerCollectionMailOf(resource.data);");
    const personalMail = firestoreRules.slice(firestoreRules.indexOf('function isPersonalRecordMail(data)'));
    expect(personalMail.slice(0, personalMail.indexOf('}'))).toContain(
      "return isMailSender() && data.related != null && data.related.collection in ['inquiries', 'withdrawals'];",
    );
  });

  it('lets the retention job record its runs and raise the anonymous counts, and never change or delete either', () => {
    expect(serverCollections.find((collection) => collection.name === RETENTION_RUNS_COLLECTION)).toMatchObject({ kept: true });
    expect(block(RETENTION_RUNS_COLLECTION)).not.toMatch(/allow [^:]*(write|update|delete)/);
    const counts = block(EXPIRED_INQUIRY_COUNTS_COLLECTION);
    expect(serverCollections.find((collection) => collection.name === EXPIRED_INQUIRY_COUNTS_COLLECTION)).toMatchObject({ counter: true });
    expect(counts).not.toMatch(/allow [^:]*(write|delete)/);
    expect(counts).not.toContain('may(');
    expect(() => generatedRules(resourceList, [{ name: 'zaehler', counter: true, kept: true, about: 'ein Zähler' }])).toThrow(
      /a counter belongs to the server's account alone/,
    );
  });

  it('lets the retention job delete expired inquiries with what the erasure may already delete, and nothing more', () => {
    // The read the status update and the data requests need finds them by `updatedAt`; the erasure's delete removes them.
    const inquiryRules = block('inquiries');
    expect(inquiryRules).toContain("allow read: if may('inquiries') || isMailSender();");
    expect(inquiryRules.match(/allow [^:]*delete: if isMailSender\(\);/g)).toHaveLength(1);
    expect(inquiryRules).toContain('server/retention/firestoreRetention.ts');
    // Their history and the mails about them: the data requests' grants (historyRules.test.ts, above).
    expect(block('inquiries/{id}/history')).toContain('allow list, delete: if isMailSender();');
  });

  it('lets the server’s account list and delete old mails only once sent or given up, and never younger than the settings allow', () => {
    const retentionMailDays = settings.fields.find((field) => field.name === 'retentionMailDays');
    expect(retentionMailDays).toMatchObject({ min: MIN_MAIL_DAYS });
    expect(MIN_MAIL_DAYS).toBe(7);
    expect(block('mail')).toContain('allow list, delete: if isExpiredMail(resource.data);');
    const expired = firestoreRules.slice(firestoreRules.indexOf('function isExpiredMail(data)'));
    expect(expired.slice(0, expired.indexOf('}'))).toContain(
      "return isMailSender() && data.delivery.state in ['SUCCESS', 'ERROR']\n" +
        `        && data.createdAt < request.time - duration.value(${MIN_MAIL_DAYS}, 'd');`,
    );
    expect([...FINISHED_MAIL_STATES]).toEqual(['SUCCESS', 'ERROR']);
  });

  it('refuses to generate a server’s erasure for a record with an address that visitors can read', () => {
    const readable = { ...inquiries, access: { ...inquiries.access, read: 'published', create: 'staff' } } as unknown as ResourceDefinition;
    expect(() => generatedRules([readable])).toThrow(/records with a visitor's address are for staff only/);
  });

  it('lets the server’s account write a search request’s mails (with their unsubscribe headers) about an existing request, and read and delete them again', () => {
    const mailRule = firestoreRules.slice(firestoreRules.indexOf('function isServerCollectionMail(data)'));
    expect(mailRule).toContain(
      "data.related.collection == 'searchAlerts' && data.kind in ['search-alert-confirm', 'search-alert', 'search-alert-digest', 'search-alert-reminder']",
    );
    expect(mailRule).toContain('existsAfter(/databases/$(database)/documents/$(data.related.collection)/$(data.related.id))');
    expect(firestoreRules).toContain("data.headers.keys().hasOnly(['List-Unsubscribe', 'List-Unsubscribe-Post'])");
    const mail = block('mail');
    expect(mail).toContain('|| isServerCollectionMail(request.resource.data)');
    expect(mail).toContain("allow read: if may('mail') || mayServerCollectionMailOf(resource.data);");
    expect(mail).toContain('allow delete: if mayServerCollectionMailOf(resource.data);');
    expect(firestoreRules).toContain("(data.related.collection == 'searchAlerts' && (isMailSender() || may('inquiries')))");
  });

  it('keeps the staff list to the capability accounts, and lets the server’s account look up one entry but never list them', () => {
    expect(block('staff')).toContain("allow update: if may('accounts')");
    expect(block('staff')).toContain("allow delete: if may('accounts') && uid != request.auth.uid;");
    const mailSender = block('staff')
      .split('\n')
      .filter((line) => line.includes('isMailSender()'));
    expect(mailSender).toEqual(['      allow get: if isMailSender();']);
  });
});

describe('storage.rules follow the image pipeline', () => {
  it('accepts the ids and variant names the upload produces, and nothing path-like', () => {
    const imageId = pattern('imageId');
    const variant = pattern('variant');
    for (let index = 0; index < 20; index += 1) expect(newImageId()).toMatch(imageId);
    for (const width of [...VARIANT_WIDTHS, 300]) expect(`${width}.webp`).toMatch(variant);
    expect('..').not.toMatch(imageId);
    expect('480.png').not.toMatch(variant);
    expect('480xwebp').not.toMatch(variant);
  });

  it('takes WebP from staff and the server’s account (OpenImmo import) only, within the size limit, and never lists', () => {
    expect(storageRules).toContain("request.resource.contentType == 'image/webp'");
    expect(storageRules).toContain('request.resource.size <= 5 * 1024 * 1024');
    expect(storageRules).toContain('allow create: if (isStaff() || isServerAccount())');
    expect(storageRules).toContain('firestore.exists(/databases/(default)/documents/mailSenders/$(request.auth.uid))');
    expect(storageRules).toContain('allow list: if false;');
  });

  it('lets the staff entry stand for the capability content, which every role (and the fallback for none) has', () => {
    expect([...ROLES, FALLBACK_ROLE].filter((role) => !can(role, 'content'))).toEqual([]);
    expect(storageRules).toContain("the capability 'content' of the role matrix");
    expect(storageRules).toContain('allow delete: if isStaff() || isServerAccount();');
  });
});

describe('firebase.json', () => {
  it('deploys these rules and indexes, serves the client build and sends everything else to the server', () => {
    const config = JSON.parse(readFileSync(resolve(root, 'firebase.json'), 'utf8'));
    expect(config.firestore).toEqual({ rules: 'firestore.rules', indexes: 'firestore.indexes.json' });
    expect(config.storage).toEqual({ rules: 'storage.rules' });
    expect(config.hosting.public).toBe('dist/client');
    // index.html is the server render's template, never a page of its own.
    expect(config.hosting.ignore).toContain('index.html');
    expect(config.hosting.rewrites).toEqual([{ source: '**', run: { serviceId: 'rheinkontor-web', region: 'europe-west3' } }]);
  });
});

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resourceCapability } from '../../src/shared/resources/resourceCapability';
import { resourceList } from '../../src/shared/resources/registry';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { inquiries } from '../../src/shared/resources/inquiries';
import { historyRules, trashRules } from './historyRules';
import { PERSONAL_RECORD_COLLECTIONS } from '../privacy/firestorePersonalData';

/** The generated history and Papierkorb rules (the rules cannot run here; see rulesFiles.test.ts). */
const rules = readFileSync(resolve(import.meta.dirname, '../../firestore.rules'), 'utf8');
const block = (path: string) => {
  const start = rules.indexOf(`match /${path} {`);
  expect(start, `firestore.rules has no block ${path}`).toBeGreaterThan(-1);
  return rules.slice(start, rules.indexOf('\n    }\n', start));
};

describe('firestore.rules: change history and Papierkorb', () => {
  it.each(resourceList.map((resource) => resource.name))('%s/{id}/history: staff read and append as themselves, nobody updates', (name) => {
    const history = block(`${name}/{id}/history/{entry}`);
    expect(history).toContain(`allow read: if may('${resourceCapability(name, 'read')}');`);
    expect(history).toContain(
      `allow create: if may('${resourceCapability(name, 'write')}') && isHistoryEntry(request.resource.data, '${name}', id);`,
    );
    expect(history).not.toMatch(/allow [^:]*(update|write)/);
  });

  it('lets nobody delete history but the server’s account, and only that of records with a visitor’s address', () => {
    const deletable = resourceList
      .filter((resource) => /allow [^:]*delete/.test(block(`${resource.name}/{id}/history/{entry}`)))
      .map((resource) => resource.name);
    expect(deletable).toEqual([...PERSONAL_RECORD_COLLECTIONS]);
    // A data request erases them whenever it is made (firestorePersonalData.ts), the Papierkorb's end of 30 days included.
    for (const name of deletable) expect(block(`${name}/{id}/history/{entry}`)).toContain('allow list, delete: if isMailSender();');
  });

  it('keeps the history of other records visitors create to the end of their 30 days in the Papierkorb', () => {
    const visitorsRecord = { ...inquiries, name: 'rueckrufe' } as ResourceDefinition;
    expect(historyRules(visitorsRecord)).toContain("allow list, delete: if isMailSender() && isExpiredTrash('rueckrufe', id);");
    const expired = trashRules([visitorsRecord]);
    expect(expired).toContain("/trash/$(resource + ':' + id)");
    expect(expired).toContain('get(entry).data.expiresAt <= request.time');
    // Unused, the function is left out (the rules compiler warns about it).
    expect(trashRules(resourceList)).not.toContain('function isExpiredTrash');
    expect(rules).not.toContain('isExpiredTrash');
  });

  it('lets the server’s account append to the history of what it writes (the OpenImmo import, a withdrawn inquiry), in the name of staff or of nobody', () => {
    const serverWritten = resourceList
      .filter((resource) => block(`${resource.name}/{id}/history/{entry}`).includes('isServerHistoryEntry'))
      .map((resource) => resource.name);
    expect(serverWritten).toEqual(
      resourceList.filter((resource) => resource.access.serverWrites || resource.access.serverUpdates).map((resource) => resource.name),
    );
    const author = rules.slice(
      rules.indexOf('function isServerAuthor'),
      rules.indexOf('\n    }\n', rules.indexOf('function isServerAuthor')),
    );
    expect(author).toContain('isMailSender() && (authorId == null || exists(/databases/$(database)/documents/staff/$(authorId)))');
  });

  it('checks the author against the signed-in account and the time against the server’s', () => {
    const check = rules.slice(rules.indexOf('function isHistoryEntry'), rules.indexOf('}', rules.indexOf('function isHistoryEntry')));
    expect(check).toContain('isHistoryShape(data, resource, id) && data.authorId == request.auth.uid');
    const shape = rules.slice(rules.indexOf('function isHistoryShape'), rules.indexOf('}', rules.indexOf('function isHistoryShape')));
    expect(shape).toContain('data.createdAt == request.time');
  });

  it('lets staff read, create and delete (restore) the Papierkorb, and the server’s account empty it after 30 days and on a data request', () => {
    const trash = block('trash/{entry}');
    expect(trash).toContain("allow delete: if mayResource(resource.data.resource, 'write');");
    expect(trash).toContain('request.resource.data.deletedById == request.auth.uid');
    expect(trash).toContain('allow list, delete: if isMailSender() && resource.data.expiresAt <= request.time;');
    expect(trash).toContain("allow list, delete: if isMailSender() && resource.data.resource in ['inquiries', 'withdrawals'];");
    const shape = rules.slice(rules.indexOf('function isTrashShape'), rules.indexOf('}', rules.indexOf('function isTrashShape')));
    expect(shape).toContain('data.expiresAt is timestamp');
    expect(trash).not.toMatch(/allow [^:]*(update|write)/);
  });
});

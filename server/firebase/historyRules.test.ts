import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resourceCapability } from '../../src/shared/auth/rolePolicy';
import { resourceList } from '../../src/shared/resources/registry';

/** The generated history and Papierkorb rules (the rules cannot run here; see rulesFiles.test.ts). */
const rules = readFileSync(resolve(import.meta.dirname, '../../firestore.rules'), 'utf8');
const block = (path: string) => {
  const start = rules.indexOf(`match /${path} {`);
  expect(start, `firestore.rules has no block ${path}`).toBeGreaterThan(-1);
  return rules.slice(start, rules.indexOf('\n    }\n', start));
};

describe('firestore.rules: change history and Papierkorb', () => {
  it.each(resourceList.map((resource) => resource.name))('%s/{id}/history: staff read and append as themselves, nobody updates or deletes', (name) => {
    const history = block(`${name}/{id}/history/{entry}`);
    expect(history).toContain(`allow read: if may('${resourceCapability(name, 'read')}');`);
    expect(history).toContain(`allow create: if may('${resourceCapability(name, 'write')}') && isHistoryEntry(request.resource.data, '${name}', id);`);
    expect(history).not.toMatch(/allow [^:]*(update|delete|write)/);
  });

  it('checks the author against the signed-in account and the time against the server’s', () => {
    const check = rules.slice(rules.indexOf('function isHistoryEntry'), rules.indexOf('}', rules.indexOf('function isHistoryEntry')));
    expect(check).toContain('data.authorId == request.auth.uid');
    expect(check).toContain('data.createdAt == request.time');
  });

  it('lets staff read, create and delete (restore) the Papierkorb, with a timestamp for the TTL policy', () => {
    const trash = block('trash/{entry}');
    expect(trash).toContain("allow delete: if mayResource(resource.data.resource, 'write');");
    expect(trash).toContain('request.resource.data.deletedById == request.auth.uid');
    expect(trash).toContain('request.resource.data.expiresAt is timestamp');
    expect(trash).not.toMatch(/allow [^:]*(update|write)/);
  });
});

// Threat: SQL injection through list filters, sorts, ranges, ids and stored text.
// Defences: server/http/listQuery.ts admits only declared field names, known operators and typed values;
// server/db/documentStore.ts binds every value as a parameter and lets only /^[A-Za-z][A-Za-z0-9_]*$/ names into SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecurityApp, validRecords, type SecurityApp } from '../../test-support/server/security/securityTestApp';

let s: SecurityApp;
let published: string;

beforeAll(async () => {
  s = await createSecurityApp();
  published = (await s.create('properties', validRecords.properties({ title: 'Öffentliches Angebot' }))).id;
  await s.create('properties', validRecords.properties({ title: 'Unveröffentlicht', published: false }));
  await s.create('team', validRecords.team());
  await s.create('inquiries', validRecords.inquiries());
}, 120_000);
afterAll(() => s.close());

const INJECTIONS = [
  "' OR '1'='1",
  "' OR 1=1 --",
  '" OR ""="',
  "'; DROP TABLE documents; --",
  '1; DELETE FROM users',
  "x') UNION SELECT password_hash, email, 1, 1, 1, 1, 1 FROM users --",
  "') OR json_extract(data, '$.published') = 0 OR ('",
  "$.published') = 0 OR json_extract(data, '$",
  "title' , '$.internalNotes",
  'published = 0 OR 1',
  '%',
  '_',
  '\\',
  '*/ OR /*',
  '\u0000',
  "' || (SELECT email FROM users) || '",
  'CASE WHEN 1 THEN 1 END',
  '0x27 OR 1=1',
] as const;

const list = (resource: string, params: Record<string, unknown>, staff = false) => {
  const query = Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&');
  return s.call('GET', `/api/${resource}?${query}`, { staff });
};

const schema = () => JSON.stringify(s.app.db.prepare('SELECT type, name, sql FROM sqlite_master ORDER BY name').all());

describe('SQL in list queries', () => {
  it.each(INJECTIONS)('%j changes nothing and reveals nothing, in every part of a query', async (evil) => {
    const before = s.snapshot();
    const schemaBefore = schema();
    const queries: [string, Record<string, unknown>, boolean][] = [
      ['properties', { filter: { q: evil } }, false],
      ['properties', { filter: { title: evil } }, false],
      ['properties', { filter: { title: [evil, 'x'] } }, false],
      ['properties', { filter: { district: evil } }, false],
      ['properties', { filter: { features: evil } }, false],
      ['properties', { filter: { price_gte: evil } }, false],
      ['properties', { filter: { energyCertificateIssued_gte: evil } }, false],
      ['properties', { filter: { id: evil } }, false],
      ['properties', { filter: { id: [published, evil] } }, false],
      ['properties', { filter: { [evil]: 1 } }, false],
      ['properties', { filter: { [`${evil}_gte`]: 1 } }, false],
      ['properties', { sort: [evil, 'ASC'] }, false],
      ['properties', { sort: ['title', evil] }, false],
      ['properties', { range: [evil, 10] }, false],
      ['properties', { filter: evil }, false],
      ['properties', { sort: evil }, false],
      ['inquiries', { filter: { q: evil } }, true],
      ['inquiries', { filter: { name: evil, email: evil } }, true],
      ['inquiries', { sort: [evil, 'DESC'] }, true],
      ['team', { filter: { q: evil } }, false],
    ];
    for (const [resource, params, staff] of queries) {
      const response = await list(resource, params, staff);
      const context = `${resource} ${JSON.stringify(params)}`;
      expect([200, 400], context).toContain(response.statusCode);
      // No database error text, no password hash; for visitors not even the staff's addresses.
      expect(response.body, context).not.toMatch(/scrypt\$|SQLITE|syntax error|no such (column|table)|sqlite_master/i);
      if (!staff) expect(response.body, context).not.toContain('sicherheit@');
      if (response.statusCode === 200 && resource === 'properties') {
        // A visitor never gets more than the one published record, whatever the string did.
        expect(
          response
            .json()
            .map((record: { id: string }) => record.id)
            .every((id: string) => id === published),
          context,
        ).toBe(true);
      }
    }
    expect(schema()).toBe(schemaBefore);
    expect(s.snapshot()).toBe(before);
  });

  it('treats LIKE wildcards in a search as plain characters', async () => {
    for (const wildcard of ['%', '_', '%%', '_%_']) {
      const response = await list('properties', { filter: { q: wildcard } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
  });

  it('cannot sort or filter by a column or expression that is not a declared field', async () => {
    for (const field of ['data', 'collection', 'created_by', 'rowid', 'password_hash', 'title)--', 'internalNotes']) {
      expect((await list('properties', { sort: [field, 'ASC'] })).statusCode, field).toBe(400);
      expect((await list('properties', { filter: { [field]: 'x' } })).statusCode, field).toBe(400);
    }
  });
});

describe('SQL in ids and paths', () => {
  it.each(INJECTIONS)('%j as a record id is just an unknown id', async (evil) => {
    const before = s.snapshot();
    const id = encodeURIComponent(evil);
    for (const resource of ['properties', 'team', 'inquiries', 'settings']) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const staff = method !== 'GET' || resource === 'inquiries';
        const body = method === 'PUT' ? validRecords[resource as 'team']() : undefined;
        const response = await s.call(method, `/api/${resource}/${id}`, { staff, body });
        expect([400, 404], `${method} ${resource}/${evil}`).toContain(response.statusCode);
      }
    }
    for (const page of [`/angebote/${id}`, `/referenzen/${id}`, `/angebote/${id}/_payload.json`]) {
      expect((await s.app.inject(page)).statusCode, page).toBe(404);
    }
    expect(s.snapshot()).toBe(before);
  });
});

describe('SQL in stored values', () => {
  it('stores an inquiry full of SQL verbatim and reads it back unchanged', async () => {
    const message = INJECTIONS.filter((text) => text !== '\u0000').join('\n');
    const name = "Robert'); DROP TABLE documents;--";
    const created = await s.call('POST', '/api/inquiries', { body: validRecords.inquiries({ name, message }) });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const stored = await s.call('GET', `/api/inquiries/${id}`, { staff: true });
    expect(stored.json()).toMatchObject({ name, message });
    const found = await list('inquiries', { filter: { q: 'DROP TABLE documents;--' } }, true);
    expect(found.json().map((record: { id: string }) => record.id)).toEqual([id]);
    expect(schema()).toContain('"documents"');
  });

  it('answers an attempt to sign in with SQL as a plain wrong address', async () => {
    for (const email of ["admin@x.de' OR '1'='1", "' OR 1=1 --@example.de", "x@example.de'; UPDATE users SET role='admin' --"]) {
      const response = await s.call('POST', '/api/auth/login', { body: { email, password: "' OR '1'='1" } });
      expect([400, 401]).toContain(response.statusCode);
      expect(response.cookies).toEqual([]);
    }
  });
});

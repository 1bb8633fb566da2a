import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseListPlan, type ListRequest } from '../../src/shared/data/listPlan';
import { offer, teamMember } from '../../test-support/firebase/records';
import type { Viewer } from '../../src/shared/resources/access';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { properties } from '../../src/shared/resources/properties';
import { resourceList } from '../../src/shared/resources/registry';
import { team } from '../../src/shared/resources/team';
import { ContentService } from '../content/contentService';
import { openDatabase, type Db } from './database';
import { DocumentStore } from './documentStore';
import { migrations } from './migrations';

let db: Db;
let store: DocumentStore;
let content: ContentService;

beforeEach(() => {
  db = openDatabase(':memory:');
  store = new DocumentStore(db);
  store.ensureIndexes(resourceList);
  content = new ContentService(store);
});
afterEach(() => db.close());

/** The titles found, alphabetically: records created within one millisecond tie on createdAt. */
const titles = (q: string, viewer: Viewer = 'staff', resource: ResourceDefinition = properties) =>
  content
    .list(resource, viewer, parseListPlan(resource, viewer, { filter: { q }, sort: { field: 'createdAt', order: 'ASC' } }))
    .data.map((record) => String(record.title ?? record.name))
    .sort((a, b) => a.localeCompare(b, 'de'));
/** How many rows of the full-text index hold the word in this column. */
const indexed = (column: Viewer, word: string) =>
  db.prepare(`SELECT count(*) FROM documents_search WHERE ${column} MATCH ?`).pluck().get(`"${word}"`);

describe('the q search through the full-text index', () => {
  it('finds "Sülz" as "sulz", "Sülz", "SÜLZ" and "sül", and "Straße" as "strasse" – and the other way round', () => {
    store.create('properties', offer('Altbau in Sülz', { street: 'Berrenrather Straße', showExactAddress: true }), null);
    store.create('properties', offer('Neubau in Sulzbach', { street: 'Sulzer Strasse', showExactAddress: true }), null);
    for (const q of ['sulz', 'Sülz', 'SÜLZ', 'sül', 'Su\u0308lz']) expect(titles(q), q).toEqual(['Altbau in Sülz', 'Neubau in Sulzbach']);
    expect(titles('strasse')).toEqual(['Altbau in Sülz', 'Neubau in Sulzbach']);
    expect(titles('Sulzer Straße')).toEqual(['Neubau in Sulzbach']);
    expect(titles('altbau sülz')).toEqual(['Altbau in Sülz']);
    // Word beginnings, not inside words; a query without letters or digits finds nothing.
    expect(titles('ltbau')).toEqual([]);
    expect(titles('%')).toEqual([]);
  });

  it('lets visitors find only what they see: no private field, no value hidden on the record', () => {
    store.create('properties', offer('Stadthaus', { street: 'Geheimweg', showExactAddress: false, objectNumber: 'RK-17' }), null);
    const shown = store.create('properties', offer('Loft', { street: 'Venloer Straße', showExactAddress: true }), null);
    store.create('team', { ...teamMember('Verena Versteckt', 1), published: false }, null);
    expect(titles('geheimweg', 'staff')).toEqual(['Stadthaus']);
    expect(titles('geheimweg', 'visitor')).toEqual([]);
    expect(titles('rk 17', 'visitor')).toEqual(['Stadthaus']);
    expect(titles('venloer', 'visitor')).toEqual(['Loft']);
    expect(titles('verena', 'visitor', team)).toEqual([]);
    expect(titles('verena', 'staff', team)).toEqual(['Verena Versteckt']);

    // Changing what a record shows changes what visitors find, with the write.
    store.update('properties', shown.id, offer('Loft', { street: 'Venloer Straße', showExactAddress: false }), null);
    expect(titles('venloer', 'visitor')).toEqual([]);
    expect(titles('venloer', 'staff')).toEqual(['Loft']);
  });

  it('asks the index for the matches instead of reading every document', () => {
    for (let n = 0; n < 50; n++) store.create('properties', offer(`Wohnung ${n}`), null);
    const request: ListRequest = {
      filter: { q: 'wohnung 4', status: ['verfuegbar', 'reserviert'] },
      sort: { field: 'createdAt', order: 'DESC' },
      offset: 0,
      limit: 9,
    };
    for (const viewer of ['visitor', 'staff'] as const) {
      const plan = parseListPlan(properties, viewer, request);
      const { page, count } = store.explainList('properties', {
        ...plan,
        viewer,
        hidden: viewer === 'visitor' ? properties.hiddenFromVisitors : undefined,
      });
      for (const steps of [page, count]) {
        expect(steps, steps.join(' | ')).toContainEqual(expect.stringMatching(/^SCAN documents_search VIRTUAL TABLE INDEX \d+:M/));
        // Documents are reached through a list index or by rowid, never by a pass over the table.
        expect(
          steps.filter((step) => /^SCAN documents\b(?!_search)/.test(step) && !/USING (COVERING )?INDEX/.test(step)),
          steps.join(' | '),
        ).toEqual([]);
      }
      expect(store.list('properties', { ...plan, viewer }).total).toBe(11);
    }
  });

  it('changes with every write, in the write’s transaction', () => {
    const record = store.create('properties', offer('Villa am Stadtwald'), null);
    expect(titles('stadtwald')).toEqual(['Villa am Stadtwald']);
    store.update('properties', record.id, offer('Villa in Marienburg'), null);
    expect(titles('stadtwald')).toEqual([]);
    expect(titles('marienburg')).toEqual(['Villa in Marienburg']);
    expect(() =>
      db.transaction(() => {
        store.update('properties', record.id, offer('Villa in Lindenthal'), null);
        throw new Error('abgebrochen');
      })(),
    ).toThrow('abgebrochen');
    expect(titles('lindenthal')).toEqual([]);
    expect(titles('marienburg')).toEqual(['Villa in Marienburg']);
    expect([indexed('staff', 'marienburg'), indexed('staff', 'lindenthal'), indexed('staff', 'stadtwald')]).toEqual([1, 0, 0]);
    store.delete('properties', record.id);
    expect(titles('marienburg')).toEqual([]);
    expect(indexed('staff', 'marienburg')).toBe(0);
    // Writes that bypass the DocumentStore (another process, npm run data:import) keep it current too.
    db.prepare("INSERT INTO documents (collection, id, data, created_at, updated_at) VALUES ('properties', 'importiert', ?, 'x', 'x')").run(
      JSON.stringify(offer('Importierte Wohnung')),
    );
    expect(titles('importierte')).toEqual(['Importierte Wohnung']);
    expect(indexed('visitor', 'importierte')).toBe(1);
  });

  it('rebuilds a collection’s rows when its declaration changes what is searched', () => {
    store.create('team', teamMember('Paul Schmitz', 1), null);
    expect(titles('immobilienberaterin', 'staff', team)).toEqual(['Paul Schmitz']);
    const byNameOnly: ResourceDefinition = { ...team, searchable: ['name'] };
    expect(indexed('staff', 'immobilienberaterin')).toBe(1);
    store.ensureIndexes([byNameOnly]);
    expect(indexed('staff', 'immobilienberaterin')).toBe(0);
    expect(titles('immobilienberaterin', 'staff', byNameOnly)).toEqual([]);
    expect(titles('paul', 'staff', byNameOnly)).toEqual(['Paul Schmitz']);
  });
});

describe('migration 4', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('makes the documents of an existing database searchable on the next start', () => {
    const dir = mkdtempSync(join(tmpdir(), 'search-'));
    dirs.push(dir);
    const file = join(dir, 'content.sqlite');
    const old = new Database(file);
    old.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
    for (const [index, sql] of migrations.slice(0, 3).entries()) {
      old.exec(sql);
      old.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(index + 1, 'x');
    }
    const insert = old.prepare(
      "INSERT INTO documents (collection, id, data, created_at, updated_at) VALUES (?, ?, ?, '2026-01-01', '2026-01-01')",
    );
    insert.run('properties', 'alt1', JSON.stringify(offer('Altbau in Sülz')));
    insert.run('team', 'anna', JSON.stringify(teamMember('Anna Berger', 1)));
    old.close();

    const upgraded = openDatabase(file);
    const upgradedStore = new DocumentStore(upgraded);
    upgradedStore.ensureIndexes(resourceList);
    const search = (resource: ResourceDefinition, q: string) =>
      upgradedStore
        .list(resource.name, { ...parseListPlan(resource, 'visitor', { filter: { q } }), viewer: 'visitor' })
        .data.map((record) => record.id);
    expect(search(properties, 'sulz')).toEqual(['alt1']);
    expect(search(team, 'berger')).toEqual(['anna']);
    // Found through the index, which now holds both documents.
    expect(upgraded.prepare("SELECT count(*) FROM documents_search WHERE visitor MATCH 'sulz OR berger'").pluck().get()).toBe(2);
    upgraded.close();
  });
});

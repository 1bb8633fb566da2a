import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { migrations } from './migrations';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('openDatabase', () => {
  it('creates the data directory and the schema, in WAL mode', () => {
    const dir = mkdtempSync(join(tmpdir(), 'db-'));
    dirs.push(dir);
    const db = openDatabase(join(dir, 'neu', 'content.sqlite'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all();
    expect(tables).toEqual(expect.arrayContaining(['documents', 'users', 'sessions']));
    db.close();
  });

  it('runs each migration once across restarts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'db-'));
    dirs.push(dir);
    const file = join(dir, 'content.sqlite');
    openDatabase(file).close();
    const db = openDatabase(file);
    expect(db.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(migrations.length);
    db.close();
  });

  it('refuses a document body that is not JSON', () => {
    const db = openDatabase(':memory:');
    const insert = db.prepare('INSERT INTO documents (collection, id, data, created_at, updated_at) VALUES (?, ?, ?, ?, ?)');
    expect(() => insert.run('team', 'a', '{kaputt', 'x', 'x')).toThrow();
    db.close();
  });

  it('moves the documents of a database from before migration 3 into a rowid table, unchanged', () => {
    const dir = mkdtempSync(join(tmpdir(), 'db-'));
    dirs.push(dir);
    const file = join(dir, 'content.sqlite');
    const old = new Database(file);
    old.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
    for (const [index, sql] of migrations.slice(0, 2).entries()) {
      old.exec(sql);
      old.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(index + 1, 'x');
    }
    const insert = old.prepare(
      'INSERT INTO documents (collection, id, data, created_at, updated_at, created_by, updated_by) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    insert.run('team', 'a', '{"name":"Anna"}', '2026-01-01', '2026-01-02', 'staff@example.de', null);
    insert.run('properties', 'b', '{"title":"Altbau"}', '2026-01-03', '2026-01-03', null, null);
    old.exec("CREATE INDEX ix_team_name ON documents (json_extract(data, '$.name')) WHERE collection = 'team'");
    const before = old.prepare('SELECT * FROM documents ORDER BY collection, id').all();
    old.close();

    const db = openDatabase(file);
    expect(db.prepare('SELECT * FROM documents ORDER BY collection, id').all()).toEqual(before);
    expect(db.prepare("SELECT sql FROM sqlite_master WHERE name = 'documents'").pluck().get()).not.toMatch(/WITHOUT ROWID/i);
    expect(
      db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'documents' AND sql IS NOT NULL ORDER BY name")
        .pluck()
        .all(),
    ).toEqual(['documents_created', 'documents_updated']);
    expect(() =>
      db.prepare("INSERT INTO documents (collection, id, data, created_at, updated_at) VALUES ('team', 'a', '{}', 'x', 'x')").run(),
    ).toThrow(/UNIQUE/);
    db.close();
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
});

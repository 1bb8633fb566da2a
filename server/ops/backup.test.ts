import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { DocumentStore } from '../db/documentStore';
import { createBackup, DB_FILE, PID_FILE, pruneBackups, restoreBackup } from './backup';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function dataDirWithContent() {
  const dataDir = mkdtempSync(join(tmpdir(), 'backup-'));
  dirs.push(dataDir);
  const db = openDatabase(join(dataDir, DB_FILE));
  const store = new DocumentStore(db);
  store.create('team', { name: 'Anna Berger' }, null, 'anna');
  mkdirSync(join(dataDir, 'media', 'abc'), { recursive: true });
  writeFileSync(join(dataDir, 'media', 'abc', '480.webp'), 'bild');
  return { dataDir, db, store };
}

describe('backup and restore', () => {
  it('restores the database and images of a backup taken while the server had it open', async () => {
    const { dataDir, db, store } = dataDirWithContent();
    const folder = createBackup(dataDir, undefined, new Date('2026-11-21T10:00:00Z'));
    expect(folder).toBe(join(dataDir, 'backups', '2026-11-21_10-00-00'));

    store.delete('team', 'anna');
    store.create('team', { name: 'Nach der Sicherung' }, null, 'spaet');
    rmSync(join(dataDir, 'media', 'abc'), { recursive: true });
    db.close();

    const { keptAs } = restoreBackup(dataDir, folder, new Date('2026-11-21T12:00:00Z'));
    const restored = new DocumentStore(openDatabase(join(dataDir, DB_FILE)));
    expect(restored.get('team', 'anna')?.name).toBe('Anna Berger');
    expect(restored.get('team', 'spaet')).toBeUndefined();
    expect(existsSync(join(dataDir, 'media', 'abc', '480.webp'))).toBe(true);
    // The replaced state is kept, not deleted.
    expect(existsSync(keptAs)).toBe(true);
    expect(new DocumentStore(openDatabase(keptAs)).get('team', 'spaet')?.name).toBe('Nach der Sicherung');
  });

  it('refuses to restore while the server runs', async () => {
    const { dataDir, db } = dataDirWithContent();
    const folder = createBackup(dataDir);
    db.close();
    writeFileSync(join(dataDir, PID_FILE), String(process.pid));
    expect(() => restoreBackup(dataDir, folder)).toThrow('Der Server läuft noch');
  });

  it('refuses a folder that holds no backup, and changes nothing', async () => {
    const { dataDir, db } = dataDirWithContent();
    db.close();
    const before = readdirSync(dataDir).sort();
    expect(() => restoreBackup(dataDir, join(dataDir, 'gibt-es-nicht'))).toThrow('liegt keine Sicherung');
    expect(readdirSync(dataDir).sort()).toEqual(before);
  });

  it('removes backups older than the days to keep, and nothing it did not make', () => {
    const { dataDir } = dataDirWithContent();
    for (const day of ['2026-10-01T02:00:00Z', '2026-11-02T02:00:00Z', '2026-11-20T02:00:00Z'])
      createBackup(dataDir, undefined, new Date(day));
    mkdirSync(join(dataDir, 'backups', 'von-hand'));
    const removed = pruneBackups(join(dataDir, 'backups'), 30, new Date('2026-12-01T03:00:00Z'));
    expect(removed).toEqual([join(dataDir, 'backups', '2026-10-01_02-00-00')]);
    expect(readdirSync(join(dataDir, 'backups')).sort()).toEqual(['2026-11-02_02-00-00', '2026-11-20_02-00-00', 'von-hand']);
  });
});

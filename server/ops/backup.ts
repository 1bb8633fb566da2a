import Database from 'better-sqlite3';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export const DB_FILE = 'content.sqlite';
export const MEDIA_DIR = 'media';
export const PID_FILE = 'server.pid';

const stamp = (date = new Date()) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/:/g, '-')
    .replace('T', '_');

/**
 * A consistent copy of the database plus the uploaded images, in a dated folder. Returns that folder.
 * `VACUUM INTO` copies one read snapshot (WAL: the server goes on writing meanwhile). SQLite's step-wise online
 * backup API starts over whenever another connection writes between its steps, and under a steady stream of
 * writes it never finished.
 */
export function createBackup(dataDir: string, backupRoot = join(dataDir, 'backups'), now = new Date()): string {
  const source = join(dataDir, DB_FILE);
  if (!existsSync(source)) throw new Error(`Keine Datenbank gefunden: ${source}`);
  const target = join(backupRoot, stamp(now));
  if (existsSync(target)) throw new Error(`Die Sicherung ${target} gibt es schon.`);
  mkdirSync(target, { recursive: true });
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    db.prepare('VACUUM INTO ?').run(join(target, DB_FILE));
  } finally {
    db.close();
  }
  if (existsSync(join(dataDir, MEDIA_DIR))) cpSync(join(dataDir, MEDIA_DIR), join(target, MEDIA_DIR), { recursive: true });
  return target;
}

const BACKUP_NAME = /^(\d{4}-\d{2}-\d{2})_(\d{2})-(\d{2})-(\d{2})$/;

/**
 * Removes the backups older than `keepDays` (BACKUP_KEEP_DAYS): a backup holds what was erased or deleted after it was
 * taken, so keeping them only so long is what lets an erasure and the retention periods reach the backups too
 * (docs/privacy.md). Only folders named as createBackup names them are touched. Returns the removed folders.
 */
export function pruneBackups(backupRoot: string, keepDays: number, now = new Date()): string[] {
  if (!existsSync(backupRoot)) return [];
  const limit = now.getTime() - keepDays * 24 * 60 * 60 * 1000;
  const removed: string[] = [];
  for (const name of readdirSync(backupRoot).sort()) {
    const parts = BACKUP_NAME.exec(name);
    if (!parts || Date.parse(`${parts[1]}T${parts[2]}:${parts[3]}:${parts[4]}Z`) >= limit) continue;
    rmSync(join(backupRoot, name), { recursive: true, force: true });
    removed.push(join(backupRoot, name));
  }
  return removed;
}

function serverIsRunning(dataDir: string): boolean {
  const pidFile = join(dataDir, PID_FILE);
  if (!existsSync(pidFile)) return false;
  try {
    process.kill(Number(readFileSync(pidFile, 'utf8')), 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Puts a backup back. The server must be stopped; the data it replaces is kept beside it
 * (`*.before-restore-<time>`), so a restore never loses anything.
 */
export function restoreBackup(dataDir: string, backupDir: string, now = new Date()): { keptAs: string } {
  const backupDb = join(backupDir, DB_FILE);
  if (!existsSync(backupDb)) throw new Error(`In ${backupDir} liegt keine Sicherung (${DB_FILE} fehlt).`);
  if (serverIsRunning(dataDir)) throw new Error('Der Server läuft noch. Bitte beenden Sie ihn vor der Wiederherstellung.');
  const check = new Database(backupDb, { readonly: true, fileMustExist: true });
  const integrity = check.pragma('integrity_check', { simple: true });
  check.close();
  if (integrity !== 'ok') throw new Error(`Die Sicherung ist beschädigt: ${String(integrity)}`);

  mkdirSync(dataDir, { recursive: true });
  const suffix = `.before-restore-${stamp(now)}`;
  const current = join(dataDir, DB_FILE);
  // Copy first, then swap with a rename: the live file is never half-written.
  cpSync(backupDb, `${current}.restoring`);
  if (existsSync(current)) renameSync(current, current + suffix);
  for (const extra of ['-wal', '-shm']) rmSync(current + extra, { force: true });
  renameSync(`${current}.restoring`, current);

  const media = join(dataDir, MEDIA_DIR);
  if (existsSync(media)) renameSync(media, media + suffix);
  if (existsSync(join(backupDir, MEDIA_DIR))) cpSync(join(backupDir, MEDIA_DIR), media, { recursive: true });
  return { keptAs: current + suffix };
}

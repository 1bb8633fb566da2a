// The demo content, seeded once and copied into every data directory a test needs: seeding draws and encodes every
// picture (30–50 s of CPU), and the suites of one CI run need a freshly seeded server about five times.
import Database from 'better-sqlite3';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT, startServer } from './serverProcess';
import { sourceHash } from './sourceHash';

const CACHE_ROOT = join(ROOT, 'node_modules', '.cache', 'seeded-demo');

/** The code a seeded data directory comes from: the seed, the schema and indexes, the declarations, this recipe. */
function seedKey(): string {
  const seedDir = join(ROOT, 'server', 'seed');
  const seedFiles = (readdirSync(seedDir, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(seedDir, file));
  const entries = [
    ...seedFiles,
    join(ROOT, 'server', 'db', 'database.ts'),
    join(ROOT, 'server', 'db', 'documentStore.ts'),
    join(ROOT, 'src', 'shared', 'resources', 'registry.ts'),
    join(import.meta.dirname, 'seededData.ts'),
    join(import.meta.dirname, 'serverProcess.ts'),
  ];
  // embeddedBackend.ts decides what a first start does; the lock file pins sharp (the pictures) and SQLite.
  return sourceHash(ROOT, entries, [join(ROOT, 'server', 'embeddedBackend.ts'), join(ROOT, 'package-lock.json')]);
}

/**
 * Fills `target` (replacing what it holds) with exactly the data directory a fresh server seeds on first start,
 * but without any account: the server started on it creates its own first admin from ADMIN_EMAIL/ADMIN_PASSWORD.
 * The first call for a version of the seed code seeds it with the real server, which needs the build (dist/).
 */
export async function seededDataDir(target: string): Promise<void> {
  const cached = await cachedSeed();
  rmSync(target, { recursive: true, force: true });
  cpSync(cached, target, { recursive: true });
}

async function cachedSeed(): Promise<string> {
  const key = seedKey();
  const done = join(CACHE_ROOT, key);
  const lock = join(CACHE_ROOT, `${key}.lock`);
  mkdirSync(CACHE_ROOT, { recursive: true });
  // Two processes asking at once: one seeds, the other waits for its result rather than seeding too.
  while (!existsSync(done)) {
    if (!takeLock(lock)) {
      await sleep(500);
      continue;
    }
    try {
      if (!existsSync(done)) await seedInto(done, key);
    } finally {
      rmSync(lock, { force: true });
    }
  }
  return done;
}

function takeLock(lock: string): boolean {
  try {
    const handle = openSync(lock, 'wx');
    writeFileSync(handle, String(process.pid));
    closeSync(handle);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // A seeding process that died leaves its lock behind.
  if (!isAlive(Number(readFileSync(lock, 'utf8')))) rmSync(lock, { force: true });
  return false;
}

function isAlive(pid: number): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function seedInto(done: string, key: string): Promise<void> {
  console.log('Seeding the demo content into the cache (once per version of the seed code) …');
  const started = Date.now();
  // Built beside its final place and renamed when complete: an interrupted run never leaves a half-seeded copy.
  const staging = mkdtempSync(join(CACHE_ROOT, `${key}.partial-`));
  const dataDir = join(staging, 'data');
  const server = await startServer({ dataDir, seed: true, logFile: join(staging, 'seed.log') });
  await server.stop();
  // Only a clean shutdown closes the database, so that its write-ahead log is checkpointed into the file.
  if ((await server.exited) !== 0) throw new Error(`The seeding server did not stop cleanly; see ${join(staging, 'seed.log')}`);
  removeAccounts(dataDir);
  renameSync(dataDir, done);
  rmSync(staging, { recursive: true, force: true });
  // Copies of older seed code are never asked for again.
  for (const entry of readdirSync(CACHE_ROOT))
    if (!entry.startsWith(key)) rmSync(join(CACHE_ROOT, entry), { recursive: true, force: true });
  console.log(`Demo content seeded in ${Math.round((Date.now() - started) / 1000)} s.`);
}

/** The seeding server's admin goes again: the copies serve servers with different staff accounts. */
function removeAccounts(dataDir: string): void {
  const db = new Database(join(dataDir, 'content.sqlite'));
  try {
    db.pragma('foreign_keys = ON');
    db.prepare('DELETE FROM users').run();
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    // Closing the last connection checkpoints the log and deletes it: the copy is the database file and media.
    db.close();
  }
}

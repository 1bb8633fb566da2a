// Backup under load: `npm run backup` (server/cli/backup.ts, SQLite's online backup) runs several times while
// the server takes a stream of writes. Each backup, restored with server/ops/backup.ts into a fresh data
// directory, must be a consistent database (integrity_check, foreign keys), hold every write acknowledged before
// the backup started, and serve again: the server starts on it and the staff account signs in.
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { restoreBackup } from '../server/ops/backup';
import { ROOT, signIn, startServer, tempDir } from '../test-support/serverProcess';
import { check, sleep, write } from './lib';

const SCENARIO = 'backup';
const WRITERS = 12;

export interface BackupResult {
  backups: number;
  restored: number;
  acknowledgedBefore: number[];
  seconds: number[];
}

function runBackup(dataDir: string, backupRoot: string): Promise<{ code: number | null; output: string; seconds: number }> {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/backup.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, BACKUP_DIR: backupRoot },
      stdio: ['ignore', 'pipe', 'pipe'],
      // A backup that cannot finish under the write load is a failure, not a hang.
      timeout: 180_000,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => done({ code, output, seconds: (Date.now() - started) / 1000 }));
  });
}

export async function backupScenario(dataDir: string, logDir: string, backups: number): Promise<BackupResult> {
  console.log(`\n[backup] ${backups} backups while ${WRITERS} writers write`);
  const backupRoot = tempDir('backups');
  const server = await startServer({ dataDir, logFile: join(logDir, 'backup.log') });
  const cookie = await signIn(server.origin);
  const acknowledged: { collection: string; id: string }[] = [];
  let stopped = false;
  let sent = 0;
  const writers = Array.from({ length: WRITERS }, async (_, writer) => {
    while (!stopped) {
      const kind = writer % 3 === 0 ? 'team' : 'inquiry';
      sent += 1;
      const { id } = await write(server.origin, kind, `backup-${writer}-${sent}`, cookie);
      if (id) acknowledged.push({ collection: kind === 'team' ? 'team' : 'inquiries', id });
    }
  });

  const taken: { folder: string; before: { collection: string; id: string }[]; seconds: number }[] = [];
  const failures: string[] = [];
  for (let index = 0; index < backups; index++) {
    await sleep(1500);
    // Every write acknowledged before the backup starts must be in it (each backup gets its own second-stamped folder).
    const before = acknowledged.slice();
    const { code, output, seconds } = await runBackup(dataDir, backupRoot);
    const folder = /Sicherung geschrieben: (.+)/.exec(output)?.[1]?.trim();
    if (code !== 0 || !folder) failures.push(`backup ${index + 1}: exit ${code} ${output.trim()}`);
    else taken.push({ folder, before, seconds });
    await sleep(1000);
  }
  stopped = true;
  await Promise.all(writers);
  await server.stop();
  check(
    SCENARIO,
    `${backups} backups under write load`,
    failures.length === 0 && taken.length === backups,
    failures.length
      ? failures.join(' | ')
      : `${sent} writes sent, ${acknowledged.length} acknowledged; backups took ${taken.map((t) => t.seconds.toFixed(1)).join(', ')} s`,
  );

  let restored = 0;
  for (const [index, backup] of taken.entries()) {
    const target = tempDir(`restored-${index}`);
    restoreBackup(target, backup.folder);
    const db = new Database(join(target, 'content.sqlite'), { readonly: true, fileMustExist: true });
    const integrity = db.pragma('integrity_check', { simple: true });
    const foreignKeys = db.pragma('foreign_key_check') as unknown[];
    const ids = new Set(db.prepare("SELECT collection || '/' || id FROM documents").pluck().all() as string[]);
    db.close();
    const missing = backup.before.filter(({ collection, id }) => !ids.has(`${collection}/${id}`));
    const restart = await startServer({ dataDir: target, logFile: join(logDir, 'backup.log') });
    let serves = false;
    try {
      await signIn(restart.origin, `10.203.0.${index + 1}`);
      serves = (await fetch(`${restart.origin}/angebote`)).status === 200;
    } catch {
      serves = false;
    } finally {
      await restart.stop();
    }
    const ok = integrity === 'ok' && foreignKeys.length === 0 && missing.length === 0 && serves;
    if (ok) restored += 1;
    check(
      SCENARIO,
      `backup ${index + 1} restores to a consistent database`,
      ok,
      `integrity_check ${integrity}, ${foreignKeys.length} foreign-key problems, ${backup.before.length - missing.length} of ${backup.before.length} earlier writes, ${ids.size} documents, server ${serves ? 'serves it' : 'FAILED on it'}`,
    );
  }
  return { backups: taken.length, restored, acknowledgedBefore: taken.map((t) => t.before.length), seconds: taken.map((t) => t.seconds) };
}

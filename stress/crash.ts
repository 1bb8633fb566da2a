// Crash: a stream of writes, and in the middle of it the server dies by SIGKILL; restarted, it must hold every
// write it acknowledged, and the database must pass integrity_check. Several rounds on the same database.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { signIn, startServer, tempDir } from '../test-support/serverProcess';
import { check, sleep, storedIds, write } from './lib';

const SCENARIO = 'crash';
const WRITERS = 16;

export interface CrashResult {
  rounds: number;
  acknowledged: number;
  found: number;
}

function integrity(dataDir: string): string {
  const db = new Database(join(dataDir, 'content.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return String(db.pragma('integrity_check', { simple: true }));
  } finally {
    db.close();
  }
}

export async function crashScenario(logDir: string, rounds: number): Promise<CrashResult> {
  console.log(`\n[crash] ${rounds} rounds of SIGKILL during ${WRITERS} parallel writers`);
  const dataDir = tempDir('crash');
  const acknowledged = { inquiries: [] as string[], team: [] as string[] };
  const logFile = join(logDir, 'crash.log');
  let allFound = true;

  for (let round = 1; round <= rounds; round++) {
    const server = await startServer({ dataDir, logFile });
    const cookie = await signIn(server.origin, `10.201.0.${round}`);
    if (round > 1) {
      // Restarted after a SIGKILL: everything acknowledged before is there, and the file is sound.
      const inquiries = await storedIds(server.origin, cookie, 'inquiries', acknowledged.inquiries);
      const team = await storedIds(server.origin, cookie, 'team', acknowledged.team);
      const found = inquiries.size + team.size;
      const expected = acknowledged.inquiries.length + acknowledged.team.length;
      const sound = integrity(dataDir);
      allFound &&= found === expected && sound === 'ok';
      console.log(`  round ${round - 1}: ${expected} acknowledged so far, ${found} found after restart, integrity_check ${sound}`);
    }
    let stopped = false;
    let sent = 0;
    const writers = Array.from({ length: WRITERS }, async (_, writer) => {
      while (!stopped) {
        const kind = writer % 2 === 0 ? 'inquiry' : 'team';
        sent += 1;
        const { id } = await write(server.origin, kind, `crash-${round}-${writer}-${sent}`, cookie);
        // A reply that arrives after the kill was still sent by the server before it died: it counts.
        if (id) (kind === 'inquiry' ? acknowledged.inquiries : acknowledged.team).push(id);
      }
    });
    await sleep(800 + Math.random() * 2200);
    await server.kill();
    stopped = true;
    await Promise.all(writers);
  }

  // The last restart: every acknowledged write, once more through the server, and the file's integrity.
  const server = await startServer({ dataDir, logFile });
  const cookie = await signIn(server.origin, '10.201.1.1');
  const inquiries = await storedIds(server.origin, cookie, 'inquiries', acknowledged.inquiries);
  const team = await storedIds(server.origin, cookie, 'team', acknowledged.team);
  await server.stop();
  const total = acknowledged.inquiries.length + acknowledged.team.length;
  const found = inquiries.size + team.size;
  check(SCENARIO, `${rounds} kills with SIGKILL during writes`, total > 0, `${total} writes acknowledged in all`);
  check(
    SCENARIO,
    'every acknowledged write survives every kill',
    allFound && found === total,
    `${total} acknowledged, ${found} found after the last restart`,
  );
  check(SCENARIO, 'integrity_check after the last kill', integrity(dataDir) === 'ok');
  return { rounds, acknowledged: total, found };
}

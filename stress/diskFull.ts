// Disk full: the data directory sits on a tiny file system (a tmpfs mounted for the test; without the right to
// mount, the server runs under `ulimit -f`, which makes every file of it stop growing at the same size – the
// same failed write, EFBIG instead of ENOSPC). Writes go on until the disk refuses them. The server must answer
// 507 Insufficient Storage with a German message (not a generic 500), keep serving reads, store nothing half, lose
// nothing it acknowledged, and write again once there is room.
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { signIn, startServer, tempDir } from '../test-support/serverProcess';
import { check, propertyBody, storedIds } from './lib';

const SCENARIO = 'disk full';
const SIZE_MB = 6;
const BALLAST_MB = 1;
/** What server/http/errorAnswers.ts answers when SQLite or the file system reports a full disk. */
const STORAGE_FULL = 507;
const STORAGE_FULL_MESSAGE = 'Der Speicherplatz des Servers ist erschöpft. Ihre Änderung wurde nicht gespeichert.';

export interface DiskFullResult {
  mode: string;
  acknowledged: number;
  refused: number;
  found: number;
}

function tryMountTmpfs(dir: string): boolean {
  if (process.env.STRESS_DISK_FULL_MODE === 'fsize') return false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${SIZE_MB}m`, 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function post(origin: string, cookie: string, url: string, body: unknown) {
  try {
    const response = await fetch(`${origin}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    return { status: response.status, text, id: response.status === 201 ? (JSON.parse(text) as { id: string }).id : null };
  } catch (error) {
    return { status: 0, text: String(error), id: null };
  }
}

export async function diskFullScenario(logDir: string): Promise<DiskFullResult> {
  const mountDir = tempDir('diskfull');
  const tmpfs = tryMountTmpfs(mountDir);
  const mode = tmpfs ? `tmpfs of ${SIZE_MB} MB` : `ulimit -f ${SIZE_MB} MB per file (no right to mount a tmpfs)`;
  console.log(`\n[disk full] ${mode}`);
  const dataDir = join(mountDir, 'data');
  const ballast = join(mountDir, 'ballast');
  const logFile = join(logDir, 'disk-full.log');
  const acknowledged: string[] = [];
  const refusals = new Map<number, number>();
  /** Each distinct refusal (status and body) of the fill phase. */
  const refusalAnswers = new Map<string, { status: number; text: string }>();
  let found = 0;

  try {
    if (tmpfs) writeFileSync(ballast, Buffer.alloc(BALLAST_MB * 2 ** 20, 1));
    let server = await startServer({ dataDir, logFile, fileSizeLimitBlocks: tmpfs ? undefined : (SIZE_MB * 2 ** 20) / 512 });
    const cookie = await signIn(server.origin);

    // Fill: four writers until the disk has refused twenty writes in a row.
    let refusedInRow = 0;
    let marker = 0;
    const writers = Array.from({ length: 4 }, async () => {
      while (refusedInRow < 20 && marker < 5000) {
        marker += 1;
        const { status, id, text } = await post(server.origin, cookie, '/api/properties', propertyBody(`voll-${marker}`));
        if (id) {
          acknowledged.push(id);
          refusedInRow = 0;
        } else {
          refusals.set(status, (refusals.get(status) ?? 0) + 1);
          refusalAnswers.set(`${status} ${text}`, { status, text });
          refusedInRow += 1;
        }
      }
    });
    await Promise.all(writers);
    const refused = [...refusals.values()].reduce((sum, count) => sum + count, 0);
    console.log(
      `  ${acknowledged.length} writes acknowledged before the disk was full; refusals by status: ${[...refusals].map(([status, count]) => `${status} × ${count}`).join(', ')}`,
    );
    check(
      SCENARIO,
      'the disk filled up and writes were refused with an error answer',
      refused >= 20 && !refusals.has(0),
      `${refused} refused`,
    );
    // A full file system (tmpfs: ENOSPC, SQLite's SQLITE_FULL) must be answered 507 with the German message. Under
    // `ulimit -f` SQLite gets EFBIG, which it reports only as a generic "disk I/O error" (SQLITE_IOERR_WRITE): the
    // server cannot tell that from a failing disk, so in that mode a 500 is accepted as well.
    const storageFullAnswer = (status: number, text: string) => status === STORAGE_FULL && text.includes(STORAGE_FULL_MESSAGE);
    const properRefusal = (status: number, text: string) => storageFullAnswer(status, text) || (!tmpfs && status === 500);
    const answers = [...refusalAnswers.values()];
    check(
      SCENARIO,
      tmpfs
        ? `every refused write was answered ${STORAGE_FULL} with the German "Speicherplatz erschöpft" message`
        : `every refused write was answered ${STORAGE_FULL}, or 500 for SQLite's I/O error under ulimit`,
      answers.every(({ status, text }) => properRefusal(status, text)),
      answers.map(({ status, text }) => `${status} ${text.slice(0, 120)}`).join(' | '),
    );

    // Full: reads still work, writes are answered with errors, the process stays up.
    const page = await fetch(`${server.origin}/`);
    const list = await fetch(`${server.origin}/api/properties?range=${encodeURIComponent('[0,4]')}`, { headers: { cookie } });
    const me = await fetch(`${server.origin}/api/auth/me`, { headers: { cookie } });
    check(
      SCENARIO,
      'pages, lists and the session still answer while the disk is full',
      page.status === 200 && list.status === 200 && me.status === 200,
      `page ${page.status}, list ${list.status}, session ${me.status}`,
    );
    const inquiry = await fetch(`${server.origin}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.origin, 'x-forwarded-for': '10.202.0.1' },
      body: JSON.stringify({ name: 'Voll', email: 'voll@example.de', topic: 'allgemein', message: 'x'.repeat(3000), privacyConsent: true }),
    });
    const inquiryText = await inquiry.text();
    const image = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([image], { type: 'image/jpeg' }), 'foto.jpg');
    const upload = await fetch(`${server.origin}/api/uploads`, { method: 'POST', headers: { origin: server.origin, cookie }, body: form });
    const uploadText = await upload.text();
    // An inquiry or an image may just fit into the last free pages; otherwise it must be the clear 507.
    const acceptedOrFull = (status: number, text: string) => status === 201 || properRefusal(status, text);
    check(
      SCENARIO,
      `an inquiry and an upload on the full disk are stored or answered ${STORAGE_FULL}`,
      acceptedOrFull(inquiry.status, inquiryText) && acceptedOrFull(upload.status, uploadText),
      `inquiry ${inquiry.status} ${inquiryText.slice(0, 100)}; upload ${upload.status} ${uploadText.slice(0, 100)}`,
    );
    if (inquiry.status === 201) acknowledged.push(`inquiry:${(JSON.parse(inquiryText) as { id: string }).id}`);
    check(SCENARIO, 'the server process is still running', server.child.exitCode === null && server.child.signalCode === null);
    const media = join(dataDir, 'media');
    const leftovers = existsSync(media) ? readdirSync(media).filter((name) => name.startsWith('.tmp-')) : [];
    check(SCENARIO, 'a failed upload leaves no half-written files', leftovers.length === 0, leftovers.join(', '));

    // Room again: writes succeed without a restart.
    if (tmpfs) {
      rmSync(ballast);
      const again = await post(server.origin, cookie, '/api/properties', propertyBody('wieder-platz', 2000));
      if (again.id) acknowledged.push(again.id);
      check(
        SCENARIO,
        'once there is room again, writes succeed without a restart',
        again.status === 201,
        `status ${again.status} ${again.text.slice(0, 100)}`,
      );
    }

    // Then the hard way out, and a restart without any limit: nothing acknowledged may be missing.
    await server.kill();
    server = await startServer({ dataDir, logFile });
    const staff = await signIn(server.origin, '10.202.0.2');
    const properties = acknowledged.filter((id) => !id.startsWith('inquiry:'));
    const inquiries = acknowledged.filter((id) => id.startsWith('inquiry:')).map((id) => id.slice('inquiry:'.length));
    found =
      (await storedIds(server.origin, staff, 'properties', properties)).size +
      (await storedIds(server.origin, staff, 'inquiries', inquiries)).size;
    await server.stop();
    check(
      SCENARIO,
      'every acknowledged write is there after SIGKILL and restart',
      found === acknowledged.length,
      `${acknowledged.length} acknowledged, ${found} found`,
    );
    const db = new Database(join(dataDir, 'content.sqlite'), { readonly: true, fileMustExist: true });
    check(SCENARIO, 'integrity_check after the disk was full', db.pragma('integrity_check', { simple: true }) === 'ok');
    db.close();
    return { mode, acknowledged: acknowledged.length, refused, found };
  } finally {
    if (tmpfs) {
      try {
        execFileSync('umount', [mountDir], { stdio: 'ignore' });
      } catch {
        execFileSync('umount', ['-l', mountDir], { stdio: 'ignore' });
      }
    }
    rmSync(mountDir, { recursive: true, force: true });
  }
}

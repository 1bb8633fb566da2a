// The embedded preview table as two server processes see it: two connections to one SQLite file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { MAX_PREVIEWS, PREVIEW_LIFETIME_MS, newToken } from './previewStore';
import { SqlitePreviewStore } from './sqlitePreviewStore';

const T0 = Date.parse('2026-11-27T10:00:00Z');
const preview = (title: string) => ({
  resource: 'team' as const,
  record: { id: 'team-1', name: title },
  path: '/unser-team',
  owner: 'user-1',
});

let dir: string;
let dbs: Db[];
let clock: number;

/** A store on its own connection, as a second process would open it. */
function instance() {
  const db = openDatabase(join(dir, 'content.sqlite'));
  dbs.push(db);
  return new SqlitePreviewStore(db, () => clock);
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'previews-'));
  dbs = [];
  clock = T0;
});
afterEach(() => {
  for (const db of dbs) db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('SqlitePreviewStore', () => {
  it('lets one of two processes claim a preview, and the other see that claim', async () => {
    const [first, second] = [instance(), instance()];
    const token = await first.add(preview('Miriam Schäfer'));
    expect(await second.get(token)).toMatchObject({
      resource: 'team',
      record: { name: 'Miriam Schäfer' },
      owner: 'user-1',
      expiresAt: T0 + PREVIEW_LIFETIME_MS,
    });
    const [mine, theirs] = [newToken(), newToken()];
    const claims = await Promise.all([first.claim(token, mine), second.claim(token, theirs)]);
    expect(claims).toEqual([true, false]);
    expect(await second.claim(token, mine)).toBe(true);
    expect(await first.claim(token, theirs)).toBe(false);
    expect(await first.claim('unbekannt', mine)).toBe(false);
  });

  it('forgets a preview after 30 minutes and removes expired ones when adding', async () => {
    const store = instance();
    const old = await store.add(preview('Alt'));
    clock += PREVIEW_LIFETIME_MS;
    expect(await store.get(old)).toBeUndefined();
    expect(await store.claim(old, newToken())).toBe(false);
    await store.add(preview('Neu'));
    expect(dbs[0].prepare('SELECT count(*) FROM previews').pluck().get()).toBe(1);
  });

  it(`keeps at most ${MAX_PREVIEWS}, dropping the oldest`, async () => {
    const store = instance();
    const first = await store.add(preview('Erste'));
    clock += 1;
    const second = await store.add(preview('Zweite'));
    for (let index = 2; index < MAX_PREVIEWS; index++) await store.add(preview(`Nummer ${index}`));
    expect(await store.get(first)).toBeDefined();
    const newest = await store.add(preview('Neueste'));
    expect(dbs[0].prepare('SELECT count(*) FROM previews').pluck().get()).toBe(MAX_PREVIEWS);
    expect(await store.get(first)).toBeUndefined();
    expect(await store.get(second)).toBeDefined();
    expect(await store.get(newest)).toMatchObject({ record: { name: 'Neueste' } });
  });
});

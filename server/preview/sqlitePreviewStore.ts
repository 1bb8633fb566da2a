import type { ResourceName } from '../../src/shared/resources/registry';
import type { Db } from '../db/database';
import {
  claimHeldBy,
  MAX_PREVIEWS,
  newToken,
  PREVIEW_LIFETIME_MS,
  sha256,
  type NewPreview,
  type Preview,
  type PreviewStore,
} from './previewStore';

interface Row {
  resource: ResourceName;
  record: string;
  path: string;
  owner: string | null;
  expires_at: number;
}

/**
 * Embedded: previews in the `previews` table (migration 14), so every process on the SQLite file opens a preview
 * another one took. Each statement runs alone; the claim is one conditional UPDATE, which SQLite's write lock lets
 * only one process win.
 */
export class SqlitePreviewStore implements PreviewStore {
  private readonly purge;
  private readonly dropOldest;
  private readonly insert;
  private readonly select;
  private readonly setClaim;
  private readonly readClaim;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.purge = db.prepare('DELETE FROM previews WHERE expires_at <= ?');
    // Beyond the cap the oldest goes; all live equally long, so the first to expire is the oldest.
    this.dropOldest = db.prepare(
      'DELETE FROM previews WHERE id IN (SELECT id FROM previews ORDER BY expires_at, rowid LIMIT max(0, (SELECT count(*) FROM previews) - ?))',
    );
    this.insert = db.prepare('INSERT INTO previews (id, resource, record, path, owner, claim, expires_at) VALUES (?, ?, ?, ?, ?, NULL, ?)');
    this.select = db.prepare<[string, number], Row>(
      'SELECT resource, record, path, owner, expires_at FROM previews WHERE id = ? AND expires_at > ?',
    );
    this.setClaim = db.prepare('UPDATE previews SET claim = ? WHERE id = ? AND claim IS NULL AND expires_at > ?');
    this.readClaim = db.prepare<[string], { claim: string | null }>('SELECT claim FROM previews WHERE id = ?');
  }

  async add({ resource, record, path, owner }: NewPreview): Promise<string> {
    const token = newToken();
    const now = this.now();
    this.db.transaction(() => {
      this.purge.run(now);
      this.dropOldest.run(MAX_PREVIEWS - 1);
      this.insert.run(sha256(token), resource, JSON.stringify(record), path, owner, now + PREVIEW_LIFETIME_MS);
    })();
    return token;
  }

  async get(token: string): Promise<Preview | undefined> {
    const row = this.select.get(sha256(token), this.now());
    if (!row) return undefined;
    return {
      resource: row.resource,
      record: JSON.parse(row.record) as Preview['record'],
      path: row.path,
      owner: row.owner,
      expiresAt: row.expires_at,
    };
  }

  async claim(token: string, secret: string): Promise<boolean> {
    const id = sha256(token);
    this.setClaim.run(sha256(secret), id, this.now());
    return claimHeldBy(this.readClaim.get(id)?.claim ?? null, secret);
  }
}

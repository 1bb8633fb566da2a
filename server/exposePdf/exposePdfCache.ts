import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Rendered PDFs on disk, one per listing and kind (visitor or staff), named by the hash of everything they show:
 * a changed listing, contact person or settings gives another hash, so a stale file is never served, and writing
 * the new one removes the old. A repeated download is a file read; concurrent first requests render once.
 */
export class ExposePdfCache {
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(private readonly dir: string) {}

  async get(listingId: string, kind: string, hash: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const folder = join(this.dir, listingId);
    const file = join(folder, `${kind}-${hash}.pdf`);
    const cached = await readFile(file).catch(() => null);
    if (cached) return cached;
    const key = `${listingId}/${kind}-${hash}`;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.store(folder, file, kind, render).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async store(folder: string, file: string, kind: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const body = await render();
    await mkdir(folder, { recursive: true });
    // Written beside and renamed: a reader never sees half a file, also in another server process.
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, file);
    const stale = (await readdir(folder)).filter(
      (name) => name.startsWith(`${kind}-`) && name.endsWith('.pdf') && join(folder, name) !== file,
    );
    await Promise.all(stale.map((name) => rm(join(folder, name), { force: true })));
    return body;
  }
}

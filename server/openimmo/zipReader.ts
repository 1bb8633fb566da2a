import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ImportRefused } from './importRefused';

/**
 * What one OpenImmo ZIP may unpack to: its XML and the pictures, far below what would fill the disk or memory.
 * Pictures barely compress, so a real upload (at most 200 MB, openimmoRoutes.ts) unpacks to about its own size;
 * XML packs about 10:1, and a file of XML alone is a few MB.
 */
export const ZIP_LIMITS = {
  entries: 2_000,
  entryBytes: 50 * 1024 * 1024,
  totalBytes: 200 * 1024 * 1024,
  /** 100:1 on a large entry is a bomb. */
  ratio: 100,
  /** Many small entries of zeros pass the entry ratio: the whole archive may unpack to this much beyond the floor. */
  totalRatio: 20,
  totalRatioFloor: 32 * 1024 * 1024,
} as const;

const MB = 1024 * 1024;
const BOMB = 'Die ZIP-Datei ist auffällig stark gepackt oder entpackt zu groß (ZIP-Bombe?) und wurde abgewiesen.';
const TOO_LARGE = `Die ZIP-Datei entpackt zu mehr als ${ZIP_LIMITS.totalBytes / MB} MB und wurde abgewiesen.`;
const TOO_MANY = `Die ZIP-Datei enthält mehr als ${ZIP_LIMITS.entries} Einträge.`;

/** yauzl refuses unsafe names itself; the German reason for each. */
function nameProblem(error: Error): string | undefined {
  if (
    error.message.includes('invalid relative path') ||
    error.message.includes('absolute path') ||
    error.message.includes('invalid characters')
  ) {
    return 'Die ZIP-Datei enthält einen Eintrag, dessen Pfad aus dem Archiv herausführt (z. B. „../“) oder absolut ist. Sie wurde abgewiesen.';
  }
  return undefined;
}

function open(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    );
  });
}

/** The entry by its declared sizes, with the total declared before it; nothing is inflated yet. */
function checkEntry(entry: Entry, total: number, packedBytes: number) {
  const size = entry.uncompressedSize;
  if (size > ZIP_LIMITS.entryBytes) throw new ImportRefused(BOMB);
  if (total + size > ZIP_LIMITS.totalBytes) throw new ImportRefused(TOO_LARGE);
  if (size > MB && size > Math.max(1, entry.compressedSize) * ZIP_LIMITS.ratio) throw new ImportRefused(BOMB);
  if (total + size > Math.max(ZIP_LIMITS.totalRatioFloor, packedBytes * ZIP_LIMITS.totalRatio)) throw new ImportRefused(BOMB);
}

/** Every file entry of the central directory, each checked by its declared sizes before any is inflated. */
function listEntries(zip: ZipFile, packedBytes: number): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    let total = 0;
    zip.on('error', reject);
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: Entry) => {
      if (!entry.fileName.endsWith('/')) {
        try {
          checkEntry(entry, total, packedBytes);
        } catch (error) {
          return reject(error);
        }
        total += entry.uncompressedSize;
        entries.push(entry);
      }
      zip.readEntry();
    });
    zip.readEntry();
  });
}

function readEntry(zip: ZipFile, entry: Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      const chunks: Buffer[] = [];
      let length = 0;
      stream.on('data', (chunk: Buffer) => {
        length += chunk.length;
        // validateEntrySizes stops a stream that lies about its size; this is the second belt.
        if (length > entry.uncompressedSize) stream.destroy(new ImportRefused(BOMB));
        else chunks.push(chunk);
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

/**
 * The files of an uploaded ZIP by their path, read in memory within ZIP_LIMITS. Refuses a ZIP bomb (declared or
 * actual sizes beyond the limits, an extreme compression ratio of one entry or of the whole archive) and entries
 * whose path leaves the archive. The central directory is checked as a whole before the first entry is inflated.
 */
export async function readZip(bytes: Buffer): Promise<Map<string, Buffer>> {
  let zip: ZipFile;
  try {
    zip = await open(bytes);
  } catch (error) {
    throw new ImportRefused(nameProblem(error as Error) ?? 'Die Datei ist keine lesbare ZIP-Datei.');
  }
  const files = new Map<string, Buffer>();
  try {
    if (zip.entryCount > ZIP_LIMITS.entries) throw new ImportRefused(TOO_MANY);
    for (const entry of await listEntries(zip, bytes.length)) files.set(entry.fileName, await readEntry(zip, entry));
  } catch (error) {
    if (error instanceof ImportRefused) throw error;
    throw new ImportRefused(nameProblem(error as Error) ?? `Die ZIP-Datei ist beschädigt: ${(error as Error).message}`);
  } finally {
    zip.close();
  }
  return files;
}

/** A path inside the archive, relative to the XML's folder, normalised; undefined when it leaves the archive. */
export function resolveInZip(xmlPath: string, relative: string): string | undefined {
  const base = xmlPath.includes('/') ? xmlPath.slice(0, xmlPath.lastIndexOf('/') + 1) : '';
  const parts: string[] = [];
  for (const part of `${base}${relative.replaceAll('\\', '/')}`.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

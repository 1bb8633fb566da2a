import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ImportRefused } from './importRefused';

/** What one OpenImmo ZIP may unpack to: its XML and the pictures, far below what would fill the disk or memory. */
export const ZIP_LIMITS = {
  entries: 2_000,
  entryBytes: 50 * 1024 * 1024,
  totalBytes: 400 * 1024 * 1024,
  /** Pictures barely compress and XML about 10:1; 100:1 on a large entry is a bomb. */
  ratio: 100,
} as const;

const MB = 1024 * 1024;
const BOMB = 'Die ZIP-Datei ist auffällig stark gepackt oder entpackt zu groß (ZIP-Bombe?) und wurde abgewiesen.';

/** yauzl refuses unsafe names itself; the German reason for each. */
function nameProblem(error: Error): string | undefined {
  if (error.message.includes('invalid relative path') || error.message.includes('absolute path') || error.message.includes('invalid characters')) {
    return 'Die ZIP-Datei enthält einen Eintrag, dessen Pfad aus dem Archiv herausführt (z. B. „../“) oder absolut ist. Sie wurde abgewiesen.';
  }
  return undefined;
}

function open(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true }, (error, zip) => (error ? reject(error) : resolve(zip)));
  });
}

function checkEntry(entry: Entry, total: number) {
  const size = entry.uncompressedSize;
  if (size > ZIP_LIMITS.entryBytes || total + size > ZIP_LIMITS.totalBytes) throw new ImportRefused(BOMB);
  if (size > MB && size > Math.max(1, entry.compressedSize) * ZIP_LIMITS.ratio) throw new ImportRefused(BOMB);
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
 * actual sizes beyond the limits, an extreme compression ratio) and entries whose path leaves the archive.
 */
export async function readZip(bytes: Buffer): Promise<Map<string, Buffer>> {
  let zip: ZipFile;
  try {
    zip = await open(bytes);
  } catch (error) {
    throw new ImportRefused(nameProblem(error as Error) ?? 'Die Datei ist keine lesbare ZIP-Datei.');
  }
  if (zip.entryCount > ZIP_LIMITS.entries) {
    zip.close();
    throw new ImportRefused(`Die ZIP-Datei enthält mehr als ${ZIP_LIMITS.entries} Einträge.`);
  }
  const files = new Map<string, Buffer>();
  let total = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: Entry) => {
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        try {
          checkEntry(entry, total);
        } catch (error) {
          return reject(error);
        }
        total += entry.uncompressedSize;
        readEntry(zip, entry).then((content) => {
          files.set(entry.fileName, content);
          zip.readEntry();
        }, reject);
      });
      zip.readEntry();
    });
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

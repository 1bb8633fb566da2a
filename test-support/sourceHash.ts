// A hash of the project's sources some entry files depend on: the entries and every file their relative imports
// reach, followed transitively. A cache keyed by it is stale exactly when code that made the cached thing changed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveImport(importer: string, specifier: string): string {
  const base = resolve(dirname(importer), specifier);
  const found = EXTENSIONS.map((extension) => base + extension).find((file) => existsSync(file) && statSync(file).isFile());
  if (!found) throw new Error(`sourceHash: cannot resolve "${specifier}" imported by ${importer}`);
  return found;
}

/** Hashes the files reached from `entries` (absolute paths) plus `extraFiles` as they are; paths count relative to `root`. */
export function sourceHash(root: string, entries: readonly string[], extraFiles: readonly string[] = []): string {
  const seen = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) pending.push(resolveImport(file, specifier));
  }
  const hash = createHash('sha256');
  for (const file of [...[...seen].sort(), ...extraFiles])
    hash
      .update(`${relative(root, file)}\0`)
      .update(readFileSync(file))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}

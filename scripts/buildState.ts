// Knows whether dist/ is older than the sources it was built from.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const stampFile = join(root, 'dist/.build-stamp');
const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stats.mtimeMs);
}

export function buildIsStale(): boolean {
  if (!existsSync(stampFile)) return true;
  const built = statSync(stampFile).mtimeMs;
  return inputs.some((input) => existsSync(join(root, input)) && newestMtime(join(root, input)) > built);
}

export function writeBuildStamp() {
  writeFileSync(stampFile, new Date().toISOString());
}

// Knows whether the build is older than the sources it was built from, and keeps builds one at a time.
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const rootDir = resolve(import.meta.dirname, '..');
/** DIST_DIR lets parallel work (or tests) build into a folder of its own. */
export const distDir = resolve(rootDir, process.env.DIST_DIR ?? 'dist');
/** React's development build of the same sources, for the browser test that listens for React's warnings. */
export const developmentDistDir = `${distDir}-development`;
const stampFile = (dir: string) => join(dir, '.build-stamp');
const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'scripts/buildAll.ts', 'scripts/precompress.ts'];

function newestMtime(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stats.mtimeMs);
}

export function buildIsStale(dir = distDir): boolean {
  if (!existsSync(stampFile(dir))) return true;
  const built = statSync(stampFile(dir)).mtimeMs;
  return inputs.some((input) => existsSync(join(rootDir, input)) && newestMtime(join(rootDir, input)) > built);
}

export function writeBuildStamp(dir = distDir) {
  writeFileSync(stampFile(dir), new Date().toISOString());
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` while holding a lock folder beside the build folder `dir`, so two processes never build into it at once. */
export async function withBuildLock<T>(work: () => Promise<T>, dir = distDir): Promise<T> {
  const lockDir = `${dir}.lock`;
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch {
      const age = existsSync(lockDir) ? Date.now() - statSync(lockDir).mtimeMs : 0;
      if (age > 3 * 60_000) rmSync(lockDir, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`Build lock ${lockDir} is held for too long`);
      await sleep(250);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

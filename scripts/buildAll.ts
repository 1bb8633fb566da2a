import { join } from 'node:path';
import { build } from 'vite';
import { buildIsStale, distDir, rootDir, withBuildLock, writeBuildStamp } from './buildState';
import { precompress } from './precompress';

/** Builds the browser bundle (<dist>/client) and the server render bundle (<dist>/server). */
async function buildUnlocked() {
  await build({ root: rootDir, logLevel: 'warn', build: { outDir: join(distDir, 'client'), emptyOutDir: true } });
  await build({ root: rootDir, logLevel: 'warn', build: { ssr: 'src/app/entry-server.tsx', outDir: join(distDir, 'server'), emptyOutDir: true } });
  precompress(join(distDir, 'client'));
  writeBuildStamp();
}

export const buildAll = () => withBuildLock(buildUnlocked);

/** Builds only when the sources changed since the last build (checked again under the lock). */
export async function ensureBuild(): Promise<void> {
  if (!buildIsStale()) return;
  await withBuildLock(async () => {
    if (buildIsStale()) await buildUnlocked();
  });
}

import { join } from 'node:path';
import { build } from 'vite';
import { buildIsStale, distDir, rootDir, withBuildLock, writeBuildStamp } from './buildState';
import { precompress } from './precompress';

/**
 * Builds the browser bundle (<dist>/client) and the server render bundle (<dist>/server). Always a
 * production build: Vite takes NODE_ENV from the environment, and Vitest (NODE_ENV=test, which
 * builds for the server tests) would otherwise stamp a build with React's development code as current.
 */
async function buildUnlocked() {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: rootDir, mode: 'production', logLevel: 'warn', build: { outDir: join(distDir, 'client'), emptyOutDir: true } });
    await build({ root: rootDir, mode: 'production', logLevel: 'warn', build: { ssr: 'src/app/entry-server.tsx', outDir: join(distDir, 'server'), emptyOutDir: true } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  await precompress(join(distDir, 'client'));
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

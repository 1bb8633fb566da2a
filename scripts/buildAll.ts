import { join } from 'node:path';
import { build } from 'vite';
import { buildIsStale, developmentDistDir, distDir, rootDir, withBuildLock, writeBuildStamp } from './buildState';
import { precompress } from './precompress';

/**
 * `production` is what the server serves. `development` is React's development build of the same sources,
 * unminified, for the browser test that fails on React's console warnings (e2e/dashboard-console.spec.ts);
 * it goes to a folder of its own and, never served to visitors, skips the precompression.
 */
export type BuildMode = 'production' | 'development';
const outDirs: Record<BuildMode, string> = { production: distDir, development: developmentDistDir };

/**
 * Builds the browser bundle (<dist>/client) and the server render bundle (<dist>/server). NODE_ENV is set to
 * the mode: Vite takes it from the environment, and Vitest (NODE_ENV=test, which builds for the server tests)
 * would otherwise stamp a build with React's development code as the current production build.
 */
async function buildUnlocked(mode: BuildMode) {
  const outDir = outDirs[mode];
  const minify = mode === 'development' ? { minify: false } : {};
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = mode;
  try {
    await build({ root: rootDir, mode, logLevel: 'warn', build: { outDir: join(outDir, 'client'), emptyOutDir: true, ...minify } });
    await build({
      root: rootDir,
      mode,
      logLevel: 'warn',
      build: { ssr: 'src/app/entry-server.tsx', outDir: join(outDir, 'server'), emptyOutDir: true, ...minify },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  if (mode === 'production') await precompress(join(outDir, 'client'));
  writeBuildStamp(outDir);
}

export const buildAll = () => withBuildLock(() => buildUnlocked('production'));

/** Builds only when the sources changed since the last build of this mode (checked again under the lock); returns its folder. */
export async function ensureBuild(mode: BuildMode = 'production'): Promise<string> {
  const outDir = outDirs[mode];
  if (!buildIsStale(outDir)) return outDir;
  await withBuildLock(async () => {
    if (buildIsStale(outDir)) await buildUnlocked(mode);
  }, outDir);
  return outDir;
}

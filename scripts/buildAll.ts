import { build } from 'vite';
import { writeBuildStamp } from './buildState';

/** Builds the browser bundle (dist/client) and the server render bundle (dist/server). */
export async function buildAll() {
  await build({ logLevel: 'warn' });
  await build({ logLevel: 'warn', build: { ssr: 'src/app/entry-server.tsx', outDir: 'dist/server', emptyOutDir: true } });
  writeBuildStamp();
}

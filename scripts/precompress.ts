import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliCompressSync, constants, type BrotliOptions } from 'node:zlib';
import type { ZopfliOptions } from '@gfx/zopfli';

const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest|txt|xml)$/;
/** Smaller files are served as they are: compression would save less than a packet. */
const MIN_PRECOMPRESS_BYTES = 1024;

/** Zopfli: gzip format, about 4 % smaller than zlib level 9; more iterations gain less than 0.1 % and cost seconds per build. */
const gzipOptions: ZopfliOptions = { numiterations: 1 };
/** Brotli at its best quality: what browsers get. */
const brotliOptions: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };

const require = createRequire(import.meta.url);
let zopfli: typeof import('@gfx/zopfli') | undefined;

/**
 * @gfx/zopfli, loaded on first use. Its Emscripten glue adds process-wide `uncaughtException` and
 * `unhandledRejection` handlers when it loads (any later error would end with a dump of its minified
 * source, and in a test worker they would replace the runner's handling); they are taken off again.
 */
function loadZopfli(): typeof import('@gfx/zopfli') {
  if (zopfli) return zopfli;
  const emitter: NodeJS.EventEmitter = process;
  const events = ['uncaughtException', 'unhandledRejection'];
  const before = new Set(events.flatMap((event) => emitter.listeners(event)));
  zopfli = require('@gfx/zopfli') as typeof import('@gfx/zopfli');
  for (const event of events) {
    for (const listener of emitter.listeners(event))
      if (!before.has(listener)) emitter.off(event, listener as (...args: unknown[]) => void);
  }
  return zopfli;
}

/**
 * The .gz of an asset as the server sends it to gzip-only clients, and the one definition of the
 * "KB gzip" budget: bench/lighthouse.ts reads the .gz files and applies this to files too small to have one.
 */
export async function gzipAsset(content: Uint8Array): Promise<Buffer> {
  return Buffer.from(await loadZopfli().gzipAsync(content, gzipOptions));
}

/** The .br of an asset. */
function brotliAsset(content: Uint8Array): Buffer {
  return brotliCompressSync(content, brotliOptions);
}

function compressibleFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    const stats = statSync(path);
    if (stats.isDirectory()) return compressibleFiles(path);
    return COMPRESSIBLE.test(name) && stats.size >= MIN_PRECOMPRESS_BYTES ? [path] : [];
  });
}

/** Writes .br and .gz beside every text asset, once at build time, so the server never compresses them per request. */
export async function precompress(dir: string): Promise<void> {
  for (const path of compressibleFiles(dir)) {
    const content = readFileSync(path);
    writeFileSync(`${path}.br`, brotliAsset(content));
    writeFileSync(`${path}.gz`, await gzipAsset(content));
  }
}

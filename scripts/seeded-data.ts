// `node --import tsx scripts/seeded-data.ts <folder>`: replaces the folder with a freshly seeded data directory
// (demo content, no account) from the cache of test-support/seededData.ts; the browser suite's server starts on it.
import { resolve } from 'node:path';
import { seededDataDir } from '../test-support/seededData';

const target = process.argv[2];
if (!target) {
  console.error('Usage: node --import tsx scripts/seeded-data.ts <folder>');
  process.exit(2);
}
const started = Date.now();
await seededDataDir(resolve(target));
console.log(`Seeded data directory ready in ${target} (${((Date.now() - started) / 1000).toFixed(1)} s).`);

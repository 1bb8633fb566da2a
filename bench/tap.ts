// npm run bench:tap — the first-tap table alone (bench/firstTap.ts): builds, starts the demo site, prints the table.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuild } from '../scripts/buildAll';
import { firstTapFigures, formatTapTable } from './firstTap';
import { startServer } from './server';

await ensureBuild();
const demo = await startServer(4891, {
  DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-tap-')),
  SEED_DEMO: 'true',
  ADMIN_PASSWORD: 'bench-passwort-123',
});
try {
  console.log(formatTapTable(await firstTapFigures(demo.origin)));
} finally {
  await demo.stop();
}

// npm run data:export -- [--from embedded|firebase] [--out <Datei>]
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { resourceList } from '../../src/shared/resources/registry';
import { readConfigOrExit } from '../config';
import { exportData } from './dataTransfer';
import { openBackend, parseBackendName } from './transferBackends';

const USAGE = `Verwendung: npm run data:export -- [--from embedded|firebase] [--out <Datei>]

Schreibt alle Sammlungen in eine JSON-Datei. Ohne --from das Backend aus BACKEND (Standard: embedded),
ohne --out rheinkontor-export-<Zeitpunkt>.json im aktuellen Ordner.`;

const config = readConfigOrExit();
try {
  const { values } = parseArgs({ options: { from: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) {
    console.log(USAGE);
  } else {
    const from = values.from ? parseBackendName(values.from, '--from') : config.backend;
    const out = resolve(values.out ?? `rheinkontor-export-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    const { backend, close } = await openBackend(from, config);
    try {
      const file = await exportData(backend, resourceList);
      writeFileSync(out, `${JSON.stringify(file, null, 2)}\n`);
      const counts = Object.entries(file.collections)
        .map(([name, records]) => `${name}: ${records.length}`)
        .join(', ');
      console.log(`Export aus ${from} geschrieben: ${out}\n${counts}`);
    } finally {
      await close();
    }
  }
} catch (error) {
  console.error(`Export fehlgeschlagen: ${(error as Error).message}\n\n${USAGE}`);
  process.exitCode = 1;
}

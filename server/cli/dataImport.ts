// npm run data:import -- <Datei> --to firebase|embedded [--replace]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { resourceList } from '../../src/shared/resources/registry';
import { readConfigOrExit } from '../config';
import { importData, TransferError } from './dataTransfer';
import { mediaDirOf, openBackend, parseBackendName } from './transferBackends';

const USAGE = `Verwendung: npm run data:import -- <Datei> --to firebase|embedded [--replace] [--media <Ordner>] [--keep-image-urls]

Lädt einen Export (npm run data:export) in das angegebene Backend. Jeder Eintrag wird vorher geprüft;
Sammlungen, die schon Einträge haben, werden nur mit --replace ersetzt. Die Bilder der Einträge ziehen
mit um: nach Firebase aus DATA_DIR/media (oder --media <Ordner>) in Cloud Storage, nach embedded aus
Cloud Storage nach DATA_DIR/media. --keep-image-urls lässt Bilder und Adressen, wie sie sind.`;

const config = readConfigOrExit();
try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      replace: { type: 'boolean', default: false },
      media: { type: 'string' },
      'keep-image-urls': { type: 'boolean', default: false },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
  } else {
    if (positionals.length !== 1) throw new Error('Bitte genau eine Exportdatei angeben.');
    const to = parseBackendName(values.to, '--to');
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(positionals[0], 'utf8'));
    } catch (error) {
      throw new Error(`Die Datei ${positionals[0]} ist nicht lesbar oder kein JSON (${(error as Error).message}).`);
    }
    const { backend, images, close } = await openBackend(to, config);
    try {
      const mediaFrom = resolve(values.media ?? mediaDirOf(config.dataDir));
      const counts = await importData(backend, raw, resourceList, {
        replace: values.replace,
        images: values['keep-image-urls'] ? undefined : images(mediaFrom),
      });
      console.log(
        `Import nach ${to} abgeschlossen: ${Object.entries(counts)
          .map(([name, count]) => `${name}: ${count}`)
          .join(', ')}`,
      );
    } finally {
      await close();
    }
  }
} catch (error) {
  // A refused file or a non-empty target: checked before the first write. Anything else may have
  // happened while writing to Firestore (in batches): then the import is repeated with --replace.
  if (error instanceof TransferError)
    console.error(`Import abgelehnt, nichts wurde geschrieben:\n${error.problems.map((problem) => `  – ${problem}`).join('\n')}`);
  else
    console.error(
      `Import abgebrochen: ${(error as Error).message}\nEin Import nach Firebase kann teilweise geschrieben sein; wiederholen Sie ihn mit --replace.\n\n${USAGE}`,
    );
  process.exitCode = 1;
}

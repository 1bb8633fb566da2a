// npm run restore -- <folder> — puts a backup from `npm run backup` back (server stopped).
import { resolve } from 'node:path';
import { readConfigOrExit } from '../config';
import { restoreBackup } from '../ops/backup';

const folder = process.argv[2];
if (!folder) {
  console.error('Bitte geben Sie den Ordner der Sicherung an: npm run restore -- data/backups/2026-11-21_23-00-00');
  process.exit(1);
}
try {
  const { keptAs } = restoreBackup(readConfigOrExit().dataDir, resolve(folder));
  console.log(`Sicherung wiederhergestellt aus ${resolve(folder)}. Der vorherige Stand liegt unter ${keptAs}.`);
} catch (error) {
  console.error(`Wiederherstellung fehlgeschlagen: ${(error as Error).message}`);
  process.exit(1);
}

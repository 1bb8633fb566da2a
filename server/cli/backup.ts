// npm run backup — writes DATA_DIR/backups/<date>/ (or BACKUP_DIR/<date>/).
import { resolve } from 'node:path';
import { createBackup } from '../ops/backup';

const dataDir = resolve(process.env.DATA_DIR ?? 'data');
try {
  const folder = createBackup(dataDir, process.env.BACKUP_DIR ? resolve(process.env.BACKUP_DIR) : undefined);
  console.log(`Sicherung geschrieben: ${folder}`);
} catch (error) {
  console.error(`Sicherung fehlgeschlagen: ${(error as Error).message}`);
  process.exit(1);
}

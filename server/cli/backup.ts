// npm run backup — writes DATA_DIR/backups/<date>/ (or BACKUP_DIR/<date>/).
import { readConfigOrExit } from '../config';
import { createBackup } from '../ops/backup';

const { dataDir, backupDir } = readConfigOrExit();
try {
  const folder = createBackup(dataDir, backupDir);
  console.log(`Sicherung geschrieben: ${folder}`);
} catch (error) {
  console.error(`Sicherung fehlgeschlagen: ${(error as Error).message}`);
  process.exit(1);
}

// npm run backup — writes DATA_DIR/backups/<date>/ (or BACKUP_DIR/<date>/) and removes those older than BACKUP_KEEP_DAYS.
import { join } from 'node:path';
import { readConfigOrExit } from '../config';
import { createBackup, pruneBackups } from '../ops/backup';

const { dataDir, backupDir, backupKeepDays } = readConfigOrExit();
try {
  const folder = createBackup(dataDir, backupDir);
  console.log(`Sicherung geschrieben: ${folder}`);
  for (const old of pruneBackups(backupDir ?? join(dataDir, 'backups'), backupKeepDays))
    console.log(`Älter als ${backupKeepDays} Tage, gelöscht: ${old}`);
} catch (error) {
  console.error(`Sicherung fehlgeschlagen: ${(error as Error).message}`);
  process.exit(1);
}

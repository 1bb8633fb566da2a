// npm run openimmo -- export <file.zip> [--portal <name>] [--teil] | import <file> [--dry-run], on DATA_DIR (also while
// the server runs: SQLite serialises the writes, the server notices them through data_version).
import { join } from 'node:path';
import { resourceList } from '../../src/shared/resources/registry';
import { readConfigOrExit } from '../config';
import { openDatabase } from '../db/database';
import { DocumentStore } from '../db/documentStore';
import { mediaFolderImages } from '../exposePdf/pdfImages';
import { MEDIA_DIR } from '../ops/backup';
import { runOpenImmoCli } from './openimmoCommands';

const { dataDir } = readConfigOrExit();
try {
  const db = openDatabase(join(dataDir, 'content.sqlite'));
  try {
    const store = new DocumentStore(db);
    store.ensureIndexes(resourceList);
    const mediaDir = join(dataDir, MEDIA_DIR);
    process.exitCode = await runOpenImmoCli(process.argv.slice(2), {
      db,
      store,
      mediaDir,
      imageBytes: mediaFolderImages(mediaDir),
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    db.close();
  }
} catch (error) {
  console.error(`Fehler: ${(error as Error).message}`);
  process.exitCode = 1;
}

import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { DocumentStore } from '../db/documentStore';
import { MEDIA_DIR } from '../ops/backup';
import { demoCounts, seedDemoContent } from './content';
import { demoImageProvider } from './demoImages';

/**
 * A fresh installation shows a complete website: on first start with an empty database the demo
 * content goes in (SEED_DEMO=false skips it). A database with any content is never touched.
 */
export async function seedOnFirstStart(store: DocumentStore, dataDir: string, log: FastifyBaseLogger) {
  const empty = Object.keys(demoCounts).every((collection) => store.count(collection) === 0);
  if (!empty) return;
  const started = Date.now();
  log.info('Leere Datenbank: Demo-Inhalte werden angelegt …');
  await seedDemoContent(store, demoImageProvider(join(dataDir, MEDIA_DIR)));
  log.info(`Demo-Inhalte angelegt (${Math.round((Date.now() - started) / 1000)} s).`);
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { join } from 'node:path';
import { openDatabase, type Db } from './database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Opens DATA_DIR/content.sqlite for the app's lifetime and closes it after the last request. */
async function database(app: FastifyInstance, { dataDir }: { dataDir: string }) {
  const db = openDatabase(join(dataDir, 'content.sqlite'));
  app.decorate('db', db);
  app.addHook('onClose', () => db.close());
}

export default fp(database, { name: 'database' });

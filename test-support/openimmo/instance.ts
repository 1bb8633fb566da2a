import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ImageValue } from '../../src/shared/resources/imageValue';
import { resourceList } from '../../src/shared/resources/registry';
import { openDatabase, type Db } from '../../server/db/database';
import { DocumentStore } from '../../server/db/documentStore';
import { processImage } from '../../server/media/imagePipeline';
import { MEDIA_DIR } from '../../server/ops/backup';
import { seedDemoContent, type DemoImageProvider } from '../../server/seed/content';

/** A data directory with its database, as a server or a CLI opens it; `close` removes it. */
export interface Instance {
  dataDir: string;
  mediaDir: string;
  db: Db;
  store: DocumentStore;
  close(): void;
}

export function emptyInstance(): Instance {
  const dataDir = mkdtempSync(join(tmpdir(), 'openimmo-'));
  const db = openDatabase(join(dataDir, 'content.sqlite'));
  const store = new DocumentStore(db);
  store.ensureIndexes(resourceList);
  return {
    dataDir,
    mediaDir: join(dataDir, MEDIA_DIR),
    db,
    store,
    close() {
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A small real picture through the real pipeline (one variant: quick on a busy machine). */
export async function testPicture(mediaDir: string, colour = '#8a6d3b', width = 480, height = 320): Promise<Omit<ImageValue, 'alt'>> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return processImage(jpeg, mediaDir);
}

/**
 * The demo content (30 listings, team, agency data) with one small picture per kind instead of the generated
 * illustrations: the listings and their fields are the seed's, the pictures real files in the media folder.
 */
export async function seededInstance(): Promise<Instance> {
  const instance = emptyInstance();
  const made = new Map<string, Promise<Omit<ImageValue, 'alt'>>>();
  const picture = (key: string, colour: string) => {
    if (!made.has(key)) made.set(key, testPicture(instance.mediaDir, colour));
    return made.get(key)!;
  };
  const images: DemoImageProvider = {
    property: async (kind, _seed, alt) => ({ ...(await picture(kind, kind === 'grundriss' ? '#ffffff' : '#6b8e23')), alt }),
    portrait: async (_seed, alt) => ({ ...(await picture('portrait', '#334455')), alt }),
  };
  await seedDemoContent(instance.store, images);
  return instance;
}

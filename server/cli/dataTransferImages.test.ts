import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { publicObjectUrl } from '../../src/shared/firebase/imageUpload';
import { MemoryFirestore } from '../../test-support/firebase/memoryFirestore';
import { offer, teamMember } from '../../test-support/firebase/records';
import type { ImageValue } from '../../src/shared/resources/imageValue';
import { findResource, resourceList } from '../../src/shared/resources/registry';
import { validateRecord } from '../../src/shared/resources/validation';
import { openDatabase } from '../db/database';
import { DocumentStore } from '../db/documentStore';
import { exportData, importData } from './dataTransfer';
import { embeddedTransfer } from './embeddedTransfer';
import { firestoreTransfer } from './firestoreTransfer';
import { intoMediaDir, mediaPath, moveImages, uploadFromMediaDir, type MediaBucket } from './mediaTransfer';

const BUCKET = 'rheinkontor.firebasestorage.app';
const PHOTO = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const HOUSE = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
const folders: string[] = [];
const folder = () => {
  const path = mkdtempSync(join(tmpdir(), 'transfer-media-'));
  folders.push(path);
  return path;
};
afterEach(() => {
  for (const path of folders.splice(0)) rmSync(path, { recursive: true, force: true });
});

const embeddedImage = (id: string, alt: string): ImageValue => ({
  src: `/media/${id}/960.webp`,
  srcset: `/media/${id}/480.webp 480w, /media/${id}/960.webp 960w`,
  width: 960,
  height: 640,
  alt,
});

/** An embedded installation with pictures: the files in media/, the records naming them. */
function embeddedWithImages() {
  const dataDir = folder();
  for (const id of [PHOTO, HOUSE]) {
    mkdirSync(join(dataDir, 'media', id), { recursive: true });
    for (const width of [480, 960]) writeFileSync(join(dataDir, 'media', id, `${width}.webp`), `${id}-${width}`);
  }
  const db = openDatabase(join(dataDir, 'content.sqlite'));
  const store = new DocumentStore(db);
  const save = (name: string, data: Record<string, unknown>) => {
    const result = validateRecord(findResource(name)!, data);
    if (!result.success) throw new Error(JSON.stringify(result.errors));
    return store.create(name, result.data, 'anna@rheinkontor-immobilien.de');
  };
  save('team', { ...teamMember('Anna Berger', 1), photo: embeddedImage(PHOTO, 'Anna Berger') });
  save(
    'properties',
    offer('Mit Bildern', {
      images: [
        embeddedImage(HOUSE, 'Außenansicht'),
        { ...embeddedImage(HOUSE, 'Extern'), src: 'https://cdn.example.de/a.webp', srcset: 'https://cdn.example.de/a.webp 800w' },
      ],
    }),
  );
  return { dataDir, db };
}

function memoryBucket(): MediaBucket & { objects: Map<string, Uint8Array>; puts: number } {
  const objects = new Map<string, Uint8Array>();
  return {
    bucket: BUCKET,
    objects,
    puts: 0,
    has: async (path) => objects.has(path),
    async put(path, bytes) {
      this.puts += 1;
      objects.set(path, bytes);
    },
  };
}

describe('image URLs', () => {
  it('knows both backends’ image URLs, and nothing else', () => {
    expect(mediaPath(`/media/${PHOTO}/480.webp`)).toBe(`media/${PHOTO}/480.webp`);
    expect(mediaPath(publicObjectUrl(BUCKET, `media/${PHOTO}/1600.webp`))).toBe(`media/${PHOTO}/1600.webp`);
    expect(mediaPath('/media/../content.sqlite')).toBeNull();
    expect(mediaPath('https://cdn.example.de/a.webp')).toBeNull();
  });

  it('rewrites src and every srcset entry, moving each file once', async () => {
    const moved: string[] = [];
    const team = findResource('team')!;
    const record = {
      id: 'a',
      data: { photo: embeddedImage(PHOTO, 'Anna') },
      createdAt: '',
      updatedAt: '',
      createdBy: null,
      updatedBy: null,
    };
    const result = await moveImages([{ resource: team, records: [record, { ...record, id: 'b' }] }], async (url) => {
      moved.push(url);
      return `https://neu.example/${url.split('/').slice(-2).join('-')}`;
    });
    expect(moved.sort()).toEqual([`/media/${PHOTO}/480.webp`, `/media/${PHOTO}/960.webp`]);
    expect(result.batches[0].records[1].data.photo).toEqual({
      src: `https://neu.example/${PHOTO}-960.webp`,
      srcset: `https://neu.example/${PHOTO}-480.webp 480w, https://neu.example/${PHOTO}-960.webp 960w`,
      width: 960,
      height: 640,
      alt: 'Anna',
    });
  });
});

describe('moving images with the records', () => {
  it('embedded → Firebase uploads the files and points the records (and visitor copies) at Storage', async () => {
    const { dataDir, db } = embeddedWithImages();
    const file = await exportData(embeddedTransfer(db), resourceList);
    const bucket = memoryBucket();
    const firestore = new MemoryFirestore();
    await importData(firestoreTransfer(firestore), file, resourceList, { images: uploadFromMediaDir(join(dataDir, 'media'), bucket) });

    expect([...bucket.objects.keys()].sort()).toEqual([
      `media/${PHOTO}/480.webp`,
      `media/${PHOTO}/960.webp`,
      `media/${HOUSE}/480.webp`,
      `media/${HOUSE}/960.webp`,
    ]);
    expect(new TextDecoder().decode(bucket.objects.get(`media/${PHOTO}/960.webp`))).toBe(`${PHOTO}-960`);
    const [anna] = [...firestore.collections.get('team')!.values()];
    expect((anna.photo as ImageValue).src).toBe(publicObjectUrl(BUCKET, `media/${PHOTO}/960.webp`));
    const [copy] = [...firestore.collections.get('properties_public')!.values()];
    const images = copy.images as ImageValue[];
    expect(images[0].srcset).toContain(publicObjectUrl(BUCKET, `media/${HOUSE}/480.webp`));
    expect(images[1].src).toBe('https://cdn.example.de/a.webp');

    // A second run (--replace) finds the files there already and uploads nothing again.
    await importData(firestoreTransfer(firestore), file, resourceList, {
      replace: true,
      images: uploadFromMediaDir(join(dataDir, 'media'), bucket),
    });
    expect(bucket.puts).toBe(4);
    db.close();
  });

  it('Firebase → embedded downloads the objects into DATA_DIR/media and points the records at /media/', async () => {
    const { dataDir: sourceDir, db } = embeddedWithImages();
    const bucket = memoryBucket();
    const firestore = new MemoryFirestore();
    await importData(firestoreTransfer(firestore), await exportData(embeddedTransfer(db), resourceList), resourceList, {
      images: uploadFromMediaDir(join(sourceDir, 'media'), bucket),
    });
    db.close();

    const fromFirebase = await exportData(firestoreTransfer(firestore), resourceList);
    const targetDir = folder();
    const requested: string[] = [];
    const fakeFetch = (async (url: string) => {
      requested.push(url);
      const path = mediaPath(url);
      return path && bucket.objects.has(path)
        ? new Response(new Blob([bucket.objects.get(path)! as Uint8Array<ArrayBuffer>]))
        : new Response('nicht da', { status: 404 });
    }) as typeof fetch;
    const target = openDatabase(join(targetDir, 'content.sqlite'));
    await importData(embeddedTransfer(target), fromFirebase, resourceList, {
      images: intoMediaDir(join(targetDir, 'media'), join(targetDir, 'media'), fakeFetch),
    });

    expect(requested).toHaveLength(4);
    expect(readFileSync(join(targetDir, 'media', HOUSE, '480.webp'), 'utf8')).toBe(`${HOUSE}-480`);
    const [anna] = new DocumentStore(target).list('team', {
      conditions: [],
      sort: { field: 'id', order: 'ASC' },
      offset: 0,
      limit: 10,
    }).data;
    expect(anna.photo).toEqual(embeddedImage(PHOTO, 'Anna Berger'));
    target.close();
  });

  it('embedded → embedded copies the files from the old installation', async () => {
    const { dataDir, db } = embeddedWithImages();
    const targetDir = folder();
    const target = openDatabase(join(targetDir, 'content.sqlite'));
    await importData(embeddedTransfer(target), await exportData(embeddedTransfer(db), resourceList), resourceList, {
      images: intoMediaDir(join(targetDir, 'media'), join(dataDir, 'media')),
    });
    expect(existsSync(join(targetDir, 'media', PHOTO, '960.webp'))).toBe(true);
    db.close();
    target.close();
  });

  it('stops before writing a record when an image file is missing', async () => {
    const { dataDir, db } = embeddedWithImages();
    rmSync(join(dataDir, 'media', HOUSE, '960.webp'));
    const firestore = new MemoryFirestore();
    await expect(
      importData(firestoreTransfer(firestore), await exportData(embeddedTransfer(db), resourceList), resourceList, {
        images: uploadFromMediaDir(join(dataDir, 'media'), memoryBucket()),
      }),
    ).rejects.toThrow(`Bild fehlt: ${join(dataDir, 'media', HOUSE, '960.webp')}`);
    expect(firestore.collections.size).toBe(0);
    db.close();
  });
});

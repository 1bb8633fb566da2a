import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { publicObjectUrl } from '../../src/shared/firebase/imageUpload';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import type { ImageValue } from '../../src/shared/resources/imageValue';
import type { ExportedRecord } from './exportedRecord';

/**
 * Records name their images by URL: /media/<id>/<width>.webp on the embedded server, the Storage
 * object's public URL in Firebase mode. Moving between backends moves the image files too and
 * rewrites the URLs, so nothing still points at the old backend once it is switched off. Both
 * pipelines name a set of variants by a 32-hex-digit id, which stays the same on both sides.
 */
export type ImageMover = (url: string) => Promise<string>;

const EMBEDDED_URL = /^\/media\/([0-9a-f]{32})\/(\d{1,4})\.webp$/;
const STORAGE_URL = /^https:\/\/[^/]+\/v0\/b\/([^/]+)\/o\/media%2F([0-9a-f]{32})%2F(\d{1,4})\.webp\?alt=media$/;

/** A media object's path, from either kind of URL; null for a URL that is not ours (an external image stays as it is). */
export function mediaPath(url: string): string | null {
  const embedded = EMBEDDED_URL.exec(url);
  if (embedded) return `media/${embedded[1]}/${embedded[2]}.webp`;
  const stored = STORAGE_URL.exec(url);
  return stored ? `media/${stored[2]}/${stored[3]}.webp` : null;
}

function rewriteImage(image: ImageValue, rewrite: (url: string) => string): ImageValue {
  const srcset = image.srcset
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [url, ...descriptor] = part.split(/\s+/);
      return [rewrite(url), ...descriptor].join(' ');
    })
    .join(', ');
  return { ...image, src: rewrite(image.src), srcset };
}

/** Every image URL of the records (fields of type image and images). */
function imageUrls(resource: ResourceDefinition, records: readonly ExportedRecord[]): Set<string> {
  const urls = new Set<string>();
  const add = (image: ImageValue) => {
    urls.add(image.src);
    for (const part of image.srcset.split(',')) if (part.trim()) urls.add(part.trim().split(/\s+/)[0]);
  };
  for (const record of records) {
    for (const field of resource.fields) {
      const value = record.data[field.name];
      if (field.type === 'image' && value) add(value as ImageValue);
      if (field.type === 'images' && Array.isArray(value)) (value as ImageValue[]).forEach(add);
    }
  }
  return urls;
}

/** Moves the images of all records once each and answers the records with the new URLs. */
export async function moveImages(
  batches: { resource: ResourceDefinition; records: ExportedRecord[] }[],
  move: ImageMover,
): Promise<{ batches: { resource: ResourceDefinition; records: ExportedRecord[] }[]; moved: number }> {
  const moved = new Map<string, string>();
  for (const { resource, records } of batches) {
    for (const url of imageUrls(resource, records)) if (!moved.has(url) && mediaPath(url)) moved.set(url, await move(url));
  }
  const rewrite = (url: string) => moved.get(url) ?? url;
  const rewritten = batches.map(({ resource, records }) => ({
    resource,
    records: records.map((record) => {
      const data = { ...record.data };
      for (const field of resource.fields) {
        const value = data[field.name];
        if (field.type === 'image' && value) data[field.name] = rewriteImage(value as ImageValue, rewrite);
        if (field.type === 'images' && Array.isArray(value))
          data[field.name] = (value as ImageValue[]).map((image) => rewriteImage(image, rewrite));
      }
      return { ...record, data };
    }),
  }));
  return { batches: rewritten, moved: moved.size };
}

/** What a Storage bucket offers the move: whether an object is there, and storing one. */
export interface MediaBucket {
  bucket: string;
  has(path: string): Promise<boolean>;
  put(path: string, bytes: Uint8Array): Promise<void>;
}

/**
 * Into Cloud Storage: files of the embedded backend (`mediaDir`, usually its DATA_DIR/media) are uploaded
 * once (variants never change); Storage URLs stay as they are.
 */
export function uploadFromMediaDir(mediaDir: string, target: MediaBucket): ImageMover {
  return async (url) => {
    if (!url.startsWith('/')) return url;
    const path = mediaPath(url)!;
    const file = join(mediaDir, path.slice('media/'.length));
    if (!existsSync(file)) throw new Error(`Bild fehlt: ${file} (verwendet als ${url}).`);
    if (!(await target.has(path))) await target.put(path, await readFile(file));
    return publicObjectUrl(target.bucket, path);
  };
}

/**
 * Into the embedded backend's DATA_DIR/media/<id>/<width>.webp, answering /media/…: Storage objects are
 * downloaded, files of another embedded installation copied from `mediaFrom`.
 */
export function intoMediaDir(mediaDir: string, mediaFrom: string, fetchImpl: typeof fetch = fetch): ImageMover {
  return async (url) => {
    const path = mediaPath(url)!;
    const name = path.slice('media/'.length);
    const file = join(mediaDir, name);
    if (!existsSync(file)) {
      let bytes: Uint8Array;
      if (url.startsWith('/')) {
        if (!existsSync(join(mediaFrom, name))) throw new Error(`Bild fehlt: ${join(mediaFrom, name)} (verwendet als ${url}).`);
        bytes = await readFile(join(mediaFrom, name));
      } else {
        const response = await fetchImpl(url);
        if (!response.ok) throw new Error(`Bild nicht ladbar (${response.status}): ${url}`);
        bytes = new Uint8Array(await response.arrayBuffer());
      }
      await mkdir(dirname(file), { recursive: true });
      // Written under a temporary name first: an interrupted move never leaves a broken variant behind.
      await writeFile(`${file}.part`, bytes);
      await rename(`${file}.part`, file);
    }
    return `/${path}`;
  };
}

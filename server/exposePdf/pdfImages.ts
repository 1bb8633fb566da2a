import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ImageValue } from '../../src/shared/resources/imageValue';
import type { PdfImage } from './exposeInput';

/** The bytes behind an image URL as documents store it, or null when there are none. */
export type ImageBytes = (url: string) => Promise<Buffer | null>;

const MEDIA_URL = /^\/media\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+\.webp)$/;

/** Embedded backend: `/media/<id>/<width>.webp` from the media folder; any other URL has no bytes here. */
export function mediaFolderImages(mediaDir: string): ImageBytes {
  return async (url) => {
    const match = MEDIA_URL.exec(url);
    if (!match) return null;
    return readFile(join(mediaDir, match[1], match[2])).catch(() => null);
  };
}

/** Cloud Storage's download hosts: the only ones the Firebase dashboard uploads to. */
const STORAGE_HOSTS = new Set(['firebasestorage.googleapis.com', 'storage.googleapis.com']);

/**
 * Firebase mode: pictures live in Cloud Storage. Only its hosts are fetched (a stored URL elsewhere is never
 * requested by the server), with a timeout, and at most 15 MB.
 */
export function storageImages(fetchImpl: typeof fetch = fetch): ImageBytes {
  return async (url) => {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return null;
    }
    if (parsed.protocol !== 'https:' || !STORAGE_HOSTS.has(parsed.hostname)) return null;
    try {
      const response = await fetchImpl(parsed, {
        signal: AbortSignal.timeout(10_000),
        redirect: 'error',
      });
      if (!response.ok) return null;
      const bytes = Buffer.from(await response.arrayBuffer());
      return bytes.length <= 15 * 1024 * 1024 ? bytes : null;
    } catch {
      return null;
    }
  };
}

/** The variant of at least `width` pixels (the largest when none is that wide), from the image's srcset. */
export function variantFor(image: Pick<ImageValue, 'src' | 'srcset'>, width: number): string {
  const variants = image.srcset
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .map(([url, descriptor]) => ({
      url,
      width: Number.parseInt(descriptor ?? '', 10),
    }))
    .filter((variant) => variant.url && Number.isFinite(variant.width))
    .sort((a, b) => a.width - b.width);
  return (variants.find((variant) => variant.width >= width) ?? variants[variants.length - 1])?.url ?? image.src;
}

/**
 * A picture as JPEG at print size: `width` pixels wide (about 200 dpi at the size the PDF shows it). The PDF
 * library reads only JPEG and PNG, the site stores WebP. A picture that cannot be read is left out, not fatal.
 */
export async function pdfImage(image: ImageValue, width: number, bytesOf: ImageBytes): Promise<PdfImage | null> {
  const bytes = await bytesOf(variantFor(image, width));
  if (!bytes) return null;
  try {
    const { data, info } = await sharp(bytes)
      .resize({ width, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, progressive: false })
      .toBuffer({ resolveWithObject: true });
    return {
      data,
      width: info.width,
      height: info.height,
      caption: image.alt ?? '',
    };
  } catch {
    return null;
  }
}

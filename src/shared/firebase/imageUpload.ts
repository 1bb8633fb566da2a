import { deleteObject, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import type { UploadedImage } from '../resources/imageValue';
import { checkDimensions, checkFile, CORRUPT, ImageRejected, planVariants, uploadedImage, WEBP_QUALITY } from './imageVariants';

export interface EncodedVariant {
  width: number;
  height: number;
  blob: Blob;
}

const NO_WEBP = 'Ihr Browser kann keine WebP-Bilder erzeugen. Bitte laden Sie Bilder mit einem aktuellen Chrome, Edge oder Firefox hoch.';

/**
 * Decodes the picture upright (EXIF orientation applied) and re-encodes it as WebP in each width.
 * Drawing to a canvas keeps only the pixels: EXIF, GPS position and other metadata do not survive.
 * Needs createImageBitmap, OffscreenCanvas and WebP encoding (Chrome/Edge, Firefox ≥ 105; Safari
 * cannot encode WebP and gets a clear message).
 */
export async function encodeWebpVariants(file: Blob & { type: string }): Promise<EncodedVariant[]> {
  checkFile(file);
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') throw new ImageRejected(NO_WEBP);
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' }).catch(() => {
    throw new ImageRejected(CORRUPT);
  });
  try {
    checkDimensions(bitmap.width, bitmap.height);
    const variants: EncodedVariant[] = [];
    for (const { width, height } of planVariants(bitmap.width, bitmap.height)) {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new ImageRejected(NO_WEBP);
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, width, height);
      const blob = await canvas.convertToBlob({ type: 'image/webp', quality: WEBP_QUALITY });
      // Browsers that cannot encode WebP silently hand back a PNG.
      if (blob.type !== 'image/webp') throw new ImageRejected(NO_WEBP);
      variants.push({ width, height, blob });
    }
    return variants;
  } finally {
    bitmap.close();
  }
}

export interface ImageStore {
  /** Stores one variant and answers its public URL. */
  put(path: string, blob: Blob): Promise<string>;
  remove(path: string): Promise<void>;
}

/** 128 random bits, hex: unguessable, so an image is reachable only through the record that names it. */
export function newImageId(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Where a picture's variant lives in the bucket: the layout storage.rules allow. */
export const variantPath = (id: string, width: number) => `media/${id}/${width}.webp`;

/** Encodes and uploads one picture as `media/<id>/<width>.webp`; a half-uploaded set is removed again. */
export async function uploadImageVariants(
  file: Blob & { type: string },
  store: ImageStore,
  encode: (file: Blob & { type: string }) => Promise<EncodedVariant[]> = encodeWebpVariants,
  id = newImageId(),
): Promise<UploadedImage> {
  const variants = await encode(file);
  const stored: string[] = [];
  try {
    const urls: string[] = [];
    for (const variant of variants) {
      const path = variantPath(id, variant.width);
      urls.push(await store.put(path, variant.blob));
      stored.push(path);
    }
    return uploadedImage(variants.map((variant, index) => ({ width: variant.width, height: variant.height, url: urls[index] })));
  } catch (error) {
    await Promise.all(stored.map((path) => store.remove(path).catch(() => undefined)));
    throw error;
  }
}

/**
 * The public, token-free URL of an object: it goes through storage.rules (public read of media/),
 * unlike getDownloadURL()'s token URLs, which would bypass the rules for good.
 */
export function publicObjectUrl(bucket: string, path: string, host = 'https://firebasestorage.googleapis.com'): string {
  return `${host}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media`;
}

/** Cloud Storage as the image store; variants never change, so browsers may keep them for a year. */
export function cloudStorageImages(storage: FirebaseStorage): ImageStore {
  return {
    async put(path, blob) {
      const result = await uploadBytes(ref(storage, path), blob, {
        contentType: 'image/webp',
        cacheControl: 'public, max-age=31536000, immutable',
      });
      return publicObjectUrl(result.ref.bucket, path);
    },
    remove: (path) => deleteObject(ref(storage, path)),
  };
}

export const storageImageUploader = (storage: FirebaseStorage) => (file: File) => uploadImageVariants(file, cloudStorageImages(storage));

import { describe, expect, it } from 'vitest';
import { imageSchema } from '../resources/validation';
import { encodeWebpVariants, newImageId, publicObjectUrl, uploadImageVariants, type EncodedVariant, type ImageStore } from './imageUpload';

const webp = (size: number) => new Blob([new Uint8Array(size)], { type: 'image/webp' });
const variants: EncodedVariant[] = [
  { width: 480, height: 320, blob: webp(10) },
  { width: 960, height: 640, blob: webp(20) },
];
const photo = new File([new Uint8Array(100)], 'haus.jpg', { type: 'image/jpeg' });

function memoryStore(failAt?: string): ImageStore & { objects: Map<string, Blob> } {
  const objects = new Map<string, Blob>();
  return {
    objects,
    async put(path, blob) {
      if (path === failAt) throw Object.assign(new Error('quota'), { code: 'storage/quota-exceeded' });
      objects.set(path, blob);
      return publicObjectUrl('rheinkontor.firebasestorage.app', path);
    },
    async remove(path) {
      objects.delete(path);
    },
  };
}

describe('image upload to Cloud Storage', () => {
  it('stores each variant as media/<id>/<width>.webp and answers a value the validation accepts', async () => {
    const store = memoryStore();
    const image = await uploadImageVariants(photo, store, async () => variants, '0123456789abcdef0123456789abcdef');
    expect([...store.objects.keys()]).toEqual([
      'media/0123456789abcdef0123456789abcdef/480.webp',
      'media/0123456789abcdef0123456789abcdef/960.webp',
    ]);
    expect(image.src).toBe(
      'https://firebasestorage.googleapis.com/v0/b/rheinkontor.firebasestorage.app/o/media%2F0123456789abcdef0123456789abcdef%2F960.webp?alt=media',
    );
    expect(image).toMatchObject({ width: 960, height: 640 });
    expect(imageSchema.safeParse({ ...image, alt: 'Wohnzimmer' }).success).toBe(true);
  });

  it('removes what it uploaded when a variant fails', async () => {
    const id = 'ffffffffffffffffffffffffffffffff';
    const store = memoryStore(`media/${id}/960.webp`);
    await expect(uploadImageVariants(photo, store, async () => variants, id)).rejects.toMatchObject({ code: 'storage/quota-exceeded' });
    expect(store.objects.size).toBe(0);
  });

  it('makes unguessable ids of the form storage.rules accepts', () => {
    const ids = new Set(Array.from({ length: 50 }, newImageId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('says in German when the browser cannot produce WebP (here: Node has no OffscreenCanvas)', async () => {
    await expect(encodeWebpVariants(photo)).rejects.toThrow('Ihr Browser kann keine WebP-Bilder erzeugen');
    await expect(encodeWebpVariants(new File(['x'], 'a.gif', { type: 'image/gif' }))).rejects.toThrow('Dateiformat');
  });
});

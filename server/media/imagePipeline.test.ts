import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ImageRejected, processImage, variantWidths } from './imagePipeline';

let mediaDir: string;
beforeEach(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'media-'));
});
afterEach(() => rm(mediaDir, { recursive: true, force: true }));

/** A photo-like picture: a gradient, so encoders have real work and truncation really breaks it. */
function photo(width = 2000, height = 1500) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="1" y2="1"><stop stop-color="#c7bc8f"/><stop offset="1" stop-color="#6b5f33"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="30%" cy="40%" r="20%" fill="#fff" opacity=".5"/></svg>`;
  return sharp(Buffer.from(svg));
}

/**
 * A PNG whose header claims `width × height` but whose data is a few bytes: the shape of a
 * decompression bomb, without the test having to build one.
 */
function bombPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function rejection(input: Buffer | Promise<Buffer>): Promise<ImageRejected> {
  const error = await processImage(await input, mediaDir).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImageRejected);
  return error as ImageRejected;
}

const storedFiles = async () => readdir(mediaDir, { recursive: true });
const fileOf = (url: string) => join(mediaDir, url.replace(/^\/media\//, ''));

describe('processImage', () => {
  it.each([
    ['JPEG', () => photo().jpeg().toBuffer()],
    ['PNG', () => photo().png().toBuffer()],
    ['WebP', () => photo().webp().toBuffer()],
    ['AVIF', () => photo().avif({ effort: 0 }).toBuffer()],
  ])('accepts %s and stores three WebP variants', async (_format, make) => {
    const image = await processImage(await make(), mediaDir);
    const id = /^\/media\/([0-9a-f]{32})\/960\.webp$/.exec(image.src)?.[1];
    expect(id).toBeDefined();
    expect(image.srcset).toBe(`/media/${id}/480.webp 480w, /media/${id}/960.webp 960w, /media/${id}/1600.webp 1600w`);
    expect(image).toMatchObject({ width: 1600, height: 1200 });
    expect((await storedFiles()).sort()).toEqual([id, `${id}/1600.webp`, `${id}/480.webp`, `${id}/960.webp`]);
    for (const width of [480, 960, 1600]) {
      const variant = await sharp(join(mediaDir, id!, `${width}.webp`)).metadata();
      expect(variant).toMatchObject({ format: 'webp', width, height: width * 0.75 });
    }
  });

  it('judges the content, not the name: a PNG called .jpg is a PNG and is accepted', async () => {
    // The pipeline never sees a file name; this is the byte-level half of that promise.
    const renamed = await photo(800, 600).png().toBuffer();
    await expect(processImage(renamed, mediaDir)).resolves.toMatchObject({ width: 480 });
  });

  it.each([
    ['GIF', () => photo(400, 400).gif().toBuffer()],
    ['TIFF', () => photo(400, 400).tiff().toBuffer()],
    [
      'SVG',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600"/></svg>'),
    ],
    ['a text file', async () => Buffer.from('Dies ist kein Bild, auch wenn es bild.jpg heißt.')],
    ['an empty file', async () => Buffer.alloc(0)],
  ])('refuses %s with 415', async (_name, make) => {
    const error = await rejection(make());
    expect(error.statusCode).toBe(415);
    expect(error.message).toContain('JPEG, PNG, WebP oder AVIF');
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a truncated JPEG with 422', async () => {
    const jpeg = await photo().jpeg().toBuffer();
    const error = await rejection(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)));
    expect(error.statusCode).toBe(422);
    expect(error.message).toMatch(/beschädigt oder unvollständig/);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const bomb = bombPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    const error = await rejection(bomb);
    expect(error.statusCode).toBe(422);
    expect(error.message).toContain('20000 × 20000 Pixeln zu groß');
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses pictures shorter than 200 px on one side', async () => {
    const error = await rejection(photo(1200, 150).png().toBuffer());
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe('Das Bild ist mit 1200 × 150 Pixeln zu klein. Die kürzere Seite muss mindestens 200 Pixel lang sein.');
  });

  it('refuses a picture so narrow for its height that no WebP variant could hold it, with 422', async () => {
    const tall = sharp({ create: { width: 300, height: 20_000, channels: 3, background: '#c7bc8f' } })
      .png()
      .toBuffer();
    const error = await rejection(tall);
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe(
      'Das Bild ist mit 300 × 20000 Pixeln zu schmal für seine Höhe. Bitte schneiden Sie es auf ein weniger langgestrecktes Format zu.',
    );
    expect(await storedFiles()).toEqual([]);
  });

  it('still takes a tall picture whose variants fit into WebP', async () => {
    const tall = await sharp({ create: { width: 250, height: 16_383, channels: 3, background: '#c7bc8f' } })
      .png()
      .toBuffer();
    const image = await processImage(tall, mediaDir);
    expect([image.width, image.height]).toEqual([250, 16_383]);
  });

  it('refuses more than 15 MB with 413 even when called directly', async () => {
    const error = await rejection(Buffer.alloc(15 * 1024 * 1024 + 1));
    expect(error.statusCode).toBe(413);
  });

  it('strips EXIF, GPS, XMP and ICC data', async () => {
    const tagged = await photo(1000, 750)
      .withExif({ IFD0: { Copyright: 'Geheim', Artist: 'Max Mustermann' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 56/1 33/1' } })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
      .withIccProfile('p3')
      .jpeg()
      .toBuffer();
    const before = await sharp(tagged).metadata();
    expect(before.exif).toBeDefined();
    expect(before.icc).toBeDefined();
    const image = await processImage(tagged, mediaDir);
    for (const url of image.srcset.split(', ').map((entry) => entry.split(' ')[0])) {
      const bytes = await readFile(fileOf(url));
      const after = await sharp(bytes).metadata();
      expect([after.exif, after.xmp, after.icc, after.iptc]).toEqual([undefined, undefined, undefined, undefined]);
      expect(bytes.includes('Geheim')).toBe(false);
      expect(bytes.includes('Mustermann')).toBe(false);
    }
  });

  it('turns a picture upright by its EXIF orientation', async () => {
    // Stored landscape, shown portrait: orientation 6 means "rotate 90° clockwise to view".
    const sideways = await photo(2000, 1500).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const image = await processImage(sideways, mediaDir);
    expect(image).toMatchObject({ width: 960, height: 1280 });
    expect(image.srcset).not.toContain('1600w');
    const stored = await sharp(await readFile(fileOf(image.src))).metadata();
    expect(stored).toMatchObject({ width: 960, height: 1280 });
    expect(stored.orientation).toBeUndefined();
  });

  it('never upscales: a narrow picture gets the variants that fit', async () => {
    const image = await processImage(await photo(1000, 700).png().toBuffer(), mediaDir);
    expect(image.srcset).toMatch(/480\.webp 480w, .*960\.webp 960w$/);
    expect(image).toMatchObject({ width: 960, height: 672 });
  });

  it('keeps a picture narrower than 480 px at its own width, as the only variant', async () => {
    const image = await processImage(await photo(300, 400).webp().toBuffer(), mediaDir);
    expect(image.src).toMatch(/\/300\.webp$/);
    expect(image.srcset).toMatch(/^\/media\/[0-9a-f]{32}\/300\.webp 300w$/);
    expect(image).toMatchObject({ width: 300, height: 400 });
  });

  it('uses the largest variant as src when there is no 960 one', async () => {
    const image = await processImage(await photo(700, 500).jpeg().toBuffer(), mediaDir);
    expect(image.src).toMatch(/\/480\.webp$/);
  });

  it('picks widths', () => {
    expect(variantWidths(4000)).toEqual([480, 960, 1600]);
    expect(variantWidths(1600)).toEqual([480, 960, 1600]);
    expect(variantWidths(1599)).toEqual([480, 960]);
    expect(variantWidths(479)).toEqual([479]);
  });
});

import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import type { UploadedImage } from '../../src/shared/resources/imageValue';
import { RequestRefused } from '../http/errorAnswers';

/** The widths pages ask for in srcset; an image never gets a variant wider than itself. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
/** The width browsers without srcset support get. */
const FALLBACK_WIDTH = 960;
/** A 40-megapixel photo is more than any camera phone delivers; beyond that it is a decompression bomb. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Below this on the short side, a picture looks blurred even as a thumbnail. */
export const MIN_SHORT_SIDE = 200;
/** The same limit the upload route enforces, for callers that pass buffers directly. */
export const MAX_INPUT_BYTES = 15 * 1024 * 1024;
const WEBP_QUALITY = 78;
/** WebP cannot store a picture taller or wider than this; libvips fails with an encoder error beyond it. */
export const WEBP_MAX_SIDE = 16_383;

/** A refused image: the message is German and meant for the staff member, the status for the HTTP answer. */
export class ImageRejected extends RequestRefused {
  constructor(
    message: string,
    readonly statusCode: 413 | 415 | 422,
  ) {
    super(message, statusCode);
    this.name = 'ImageRejected';
  }
}

const WRONG_TYPE = 'Dieses Dateiformat wird nicht unterstützt. Bitte laden Sie ein Foto als JPEG, PNG, WebP oder AVIF hoch.';
const CORRUPT = 'Die Datei ist beschädigt oder unvollständig und kann nicht als Bild gelesen werden.';

/** The file's real format, read from its bytes: the client's file name and MIME type are never trusted. */
async function readMetadata(input: Buffer): Promise<Metadata> {
  try {
    // No pixel limit here: metadata() reads only the header, and the limit would hide a bomb behind a
    // generic error; checkDimensions() refuses it with a message that names the size instead.
    return await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    // libvips did not recognise the bytes at all: a text file, a PDF, an unknown format.
    throw new ImageRejected(WRONG_TYPE, 415);
  }
}

function isAcceptedFormat(metadata: Metadata): boolean {
  if (metadata.format === 'jpeg' || metadata.format === 'png' || metadata.format === 'webp') return true;
  // HEIF is a container: AVIF (AV1) is fine, HEIC (HEVC) cannot be decoded by sharp's prebuilt libvips.
  return metadata.format === 'heif' && metadata.compression === 'av1';
}

function checkDimensions(metadata: Metadata) {
  const { width, height } = metadata;
  if (!width || !height) throw new ImageRejected(CORRUPT, 422);
  // metadata() reads only the header, so this refuses a bomb before a single pixel is decoded.
  if (width * height > MAX_INPUT_PIXELS) {
    throw new ImageRejected(
      `Das Bild ist mit ${width} × ${height} Pixeln zu groß. Bitte verkleinern Sie es auf höchstens 40 Megapixel.`,
      422,
    );
  }
  if (Math.min(width, height) < MIN_SHORT_SIDE) {
    throw new ImageRejected(
      `Das Bild ist mit ${width} × ${height} Pixeln zu klein. Die kürzere Seite muss mindestens ${MIN_SHORT_SIDE} Pixel lang sein.`,
      422,
    );
  }
}

/**
 * The variants keep the picture's proportions, so a very tall, narrow picture (300 × 20 000 px) would give a variant
 * taller than WebP can store: refused from the header like the other sizes, not found out by the encoder.
 */
function checkVariantHeight(width: number, height: number, largestWidth: number) {
  if (Math.round((height * largestWidth) / width) <= WEBP_MAX_SIDE) return;
  throw new ImageRejected(
    `Das Bild ist mit ${width} × ${height} Pixeln zu schmal für seine Höhe. Bitte schneiden Sie es auf ein weniger langgestrecktes Format zu.`,
    422,
  );
}

/** Widths to produce: the standard ones that fit, or the image's own width when it is narrower than all of them. */
export function variantWidths(originalWidth: number): number[] {
  const fitting = VARIANT_WIDTHS.filter((width) => width <= originalWidth);
  return fitting.length > 0 ? fitting : [originalWidth];
}

interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

/**
 * Decodes the untrusted input exactly once: upright, in sRGB, at the largest variant's width.
 * Everything after this works on these trusted pixels, so the variants cost one decode, not three.
 */
async function decodeUpright(input: Buffer, largestWidth: number): Promise<RawImage> {
  try {
    // failOn 'error', not the default 'warning': phone cameras write JPEGs with harmless quirks that libjpeg
    // warns about; truncated or broken pixel data is still an error and refused.
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true })
      .resize({ width: largestWidth, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, channels: info.channels === 4 ? 4 : 3 };
  } catch {
    throw new ImageRejected(CORRUPT, 422);
  }
}

/** WebP from the decoded pixels; sharp writes no EXIF, XMP or ICC unless asked to, so nothing of the original survives. */
function encodeVariant(raw: RawImage, width: number): Promise<{ data: Buffer; info: OutputInfo }> {
  return sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY, effort: 4 })
    .toBuffer({ resolveWithObject: true });
}

/**
 * Checks an uploaded picture, strips everything but its pixels and stores it as responsive WebP variants
 * under `<mediaDir>/<random id>/<width>.webp`. Throws ImageRejected for anything that is not a usable photo.
 */
export async function processImage(input: Buffer, mediaDir: string): Promise<UploadedImage> {
  const variants = await encodeImageVariants(input);
  const id = randomBytes(16).toString('hex');
  await mkdir(mediaDir, { recursive: true });
  // A dot folder is never served (the media plugin ignores dotfiles); the rename makes the set appear at once,
  // so a crash half-way leaves no variant set with missing files behind.
  const temporary = join(mediaDir, `.tmp-${id}`);
  try {
    await mkdir(temporary);
    await Promise.all(variants.map((variant) => writeFile(join(temporary, `${variant.width}.webp`), variant.data)));
    await rename(temporary, join(mediaDir, id));
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    throw error;
  }

  const largest = variants[variants.length - 1];
  const fallback = variants.find((variant) => variant.width === FALLBACK_WIDTH) ?? largest;
  const url = (width: number) => `/media/${id}/${width}.webp`;
  return {
    src: url(fallback.width),
    srcset: variants.map((variant) => `${url(variant.width)} ${variant.width}w`).join(', '),
    width: largest.width,
    height: largest.height,
  };
}

/**
 * The checks and the re-encoding of processImage without storing: the WebP variants, narrowest first, each with its
 * size (Firebase mode uploads them to Cloud Storage, src/shared/firebase/imageUpload.ts).
 */
export async function encodeImageVariants(input: Buffer): Promise<{ width: number; height: number; data: Buffer }[]> {
  if (input.length > MAX_INPUT_BYTES) throw new ImageRejected('Die Datei ist zu groß. Bitte laden Sie höchstens 15 MB hoch.', 413);
  const metadata = await readMetadata(input);
  if (!isAcceptedFormat(metadata)) throw new ImageRejected(WRONG_TYPE, 415);
  checkDimensions(metadata);

  // EXIF orientation 5–8 swaps the sides: the variants are cut from the upright picture.
  const uprightWidth = metadata.autoOrient?.width ?? metadata.width;
  const uprightHeight = metadata.autoOrient?.height ?? metadata.height;
  const widths = variantWidths(uprightWidth);
  checkVariantHeight(uprightWidth, uprightHeight, Math.max(...widths));
  const raw = await decodeUpright(input, Math.max(...widths));
  return Promise.all(
    widths.map(async (width) => {
      const { data, info } = await encodeVariant(raw, width);
      return { width: info.width, height: info.height, data };
    }),
  );
}

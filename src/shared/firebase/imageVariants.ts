import type { UploadedImage } from '../resources/imageValue';

/**
 * The rules of the embedded image pipeline (server/media/imagePipeline.ts), for the browser:
 * in Firebase mode the dashboard produces the variants itself before uploading them.
 */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
/** The variant browsers without srcset support get. */
const FALLBACK_WIDTH = 960;
export const MAX_INPUT_BYTES = 15 * 1024 * 1024;
export const MAX_INPUT_PIXELS = 40_000_000;
export const MIN_SHORT_SIDE = 200;
export const WEBP_QUALITY = 0.78;
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** A refused picture; the message is German and meant for the member of staff. */
export class ImageRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageRejected';
  }
}

export const WRONG_TYPE = 'Dieses Dateiformat wird nicht unterstützt. Bitte laden Sie ein Foto als JPEG, PNG, WebP oder AVIF hoch.';
export const CORRUPT = 'Die Datei ist beschädigt oder unvollständig und kann nicht als Bild gelesen werden.';
export const TOO_LARGE = 'Die Datei ist zu groß. Bitte laden Sie höchstens 15 MB hoch.';

export function checkFile(file: { size: number; type: string }) {
  if (file.size > MAX_INPUT_BYTES) throw new ImageRejected(TOO_LARGE);
  if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type)) throw new ImageRejected(WRONG_TYPE);
}

export function checkDimensions(width: number, height: number) {
  if (!width || !height) throw new ImageRejected(CORRUPT);
  if (width * height > MAX_INPUT_PIXELS) {
    throw new ImageRejected(`Das Bild ist mit ${width} × ${height} Pixeln zu groß. Bitte verkleinern Sie es auf höchstens 40 Megapixel.`);
  }
  if (Math.min(width, height) < MIN_SHORT_SIDE) {
    throw new ImageRejected(
      `Das Bild ist mit ${width} × ${height} Pixeln zu klein. Die kürzere Seite muss mindestens ${MIN_SHORT_SIDE} Pixel lang sein.`,
    );
  }
}

/** The variants to produce: the standard widths that fit, or the image's own width when it is narrower. */
export function planVariants(width: number, height: number): { width: number; height: number }[] {
  const fitting = VARIANT_WIDTHS.filter((candidate) => candidate <= width);
  const widths = fitting.length > 0 ? fitting : [width];
  return widths.map((target) => ({ width: target, height: Math.max(1, Math.round((height * target) / width)) }));
}

/** The stored form of an uploaded image, the same shape as the embedded pipeline's answer. */
export function uploadedImage(variants: readonly { width: number; height: number; url: string }[]): UploadedImage {
  const largest = variants[variants.length - 1];
  const fallback = variants.find((variant) => variant.width === FALLBACK_WIDTH) ?? largest;
  return {
    src: fallback.url,
    srcset: variants.map((variant) => `${variant.url} ${variant.width}w`).join(', '),
    width: largest.width,
    height: largest.height,
  };
}

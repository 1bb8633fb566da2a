/** An uploaded image as documents store it: responsive WebP variants plus the staff's alt text. */
export interface ImageValue {
  /** A middle-sized variant, for browsers that ignore srcset. */
  src: string;
  /** "…/480.webp 480w, …/960.webp 960w, …" */
  srcset: string;
  /** Intrinsic size of the largest variant: lets pages reserve space (no layout shift). */
  width: number;
  height: number;
  alt: string;
}

/** What POST /api/uploads answers; the alt text is added in the form. */
export type UploadedImage = Omit<ImageValue, 'alt'>;

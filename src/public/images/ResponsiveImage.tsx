import Box from '../ui/Box';
import type { SxProps } from '../ui/sx';
import type { ImageValue } from '../../shared/resources/imageValue';

interface ResponsiveImageProps {
  image: ImageValue;
  /** How wide the image is shown, e.g. "(min-width: 900px) 33vw, 100vw": picks the right variant. */
  sizes: string;
  /** Above the fold (hero, an exposé's title image): load at once and first. */
  priority?: boolean;
  /** Width / height of the frame; the picture is cropped to fill it. */
  ratio?: string;
  alt?: string;
  /** False where a drag gesture means something else (swiping through the gallery). */
  draggable?: boolean;
  sx?: SxProps;
}

/**
 * An uploaded picture with its WebP variants. Width and height reserve the space before it loads
 * (no layout shift); pictures below the fold load only when they come near.
 */
export function ResponsiveImage({ image, sizes, priority = false, ratio, alt, draggable, sx }: ResponsiveImageProps) {
  return (
    <Box
      component="img"
      src={image.src}
      srcSet={image.srcset}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      draggable={draggable}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      sx={[
        { display: 'block', width: '100%', height: 'auto', objectFit: 'cover', bgcolor: 'background.sand' },
        ratio ? { aspectRatio: ratio, height: 'auto' } : {},
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}

/** Shown where a listing has no picture yet. */
export function ImagePlaceholder({ ratio = '3 / 2', label = 'Bilder folgen in Kürze' }: { ratio?: string; label?: string }) {
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{
        aspectRatio: ratio,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.sand',
        color: 'text.secondary',
        fontSize: '0.95rem',
        backgroundImage: 'linear-gradient(135deg, #f6f3ea 0%, #e9e2c8 100%)',
      }}
    >
      {label}
    </Box>
  );
}

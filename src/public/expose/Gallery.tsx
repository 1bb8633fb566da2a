import Box from '../ui/Box';
import { Icon } from '../ui/Icon';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { importWithReload } from '../../shared/chunks/importWithReload';
import type { ImageValue } from '../../shared/resources/imageValue';
import { colors } from '../../shared/theme/palette';
import { ImagePlaceholder, ResponsiveImage } from '../images/ResponsiveImage';
import { focusRing, noPrint } from '../ui/styles';
import { chevronLeftIcon, chevronRightIcon, galleryButtonSx, MAIN_IMAGE_SIZES } from './galleryStyles';
import { useSwipe } from './useSwipe';

/** Material Design icon paths (Apache License 2.0). */
const fullscreenIcon = 'M7 14H5v5h5v-2H7zm-2-4h2V7h3V5H5zm12 7h-3v2h5v-5h-2zM14 5v2h3v3h2V5z';

// The full-screen view is only needed after a click: its code loads then.
const GalleryFullscreen = lazy(() => importWithReload(() => import('./GalleryFullscreen')));




/**
 * The exposé's pictures: one large, thumbnails below, arrows, ←/→ keys and swipes; "Vollbild"
 * opens the full-screen view. The title image loads first; the others only when shown.
 */
export function Gallery({ images, title }: { images: readonly ImageValue[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const count = images.length;
  const go = (next: number) => setIndex(((next % count) + count) % count);
  const swipe = useSwipe(() => go(index - 1), () => go(index + 1));

  if (count === 0) return <ImagePlaceholder ratio="3 / 2" />;
  const image = images[index];

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };

  return (
    <Box
      component="section"
      aria-roledescription="Bildergalerie"
      aria-label={`Bilder: ${title}`}
      onKeyDown={onKeyDown}
      data-testid="gallery"
    >
      <Box sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'background.sand', touchAction: 'pan-y' }} {...swipe}>
        <Box
          component="button"
          type="button"
          onClick={() => setFullscreen(true)}
          aria-label={`Bild ${index + 1} von ${count} im Vollbild öffnen: ${image.alt}`}
          sx={{ display: 'block', width: '100%', p: 0, border: 0, bgcolor: 'transparent', cursor: 'zoom-in', '&:focus-visible': { ...focusRing, outlineOffset: '-3px' } }}
        >
          <ResponsiveImage key={image.src} image={image} sizes={MAIN_IMAGE_SIZES} ratio="3 / 2" priority={index === 0} />
        </Box>
        {count > 1 && (
          <>
            <Box component="button" type="button" aria-label="Vorheriges Bild" onClick={() => go(index - 1)} sx={{ ...galleryButtonSx, position: 'absolute', left: 12, top: '50%', transform: 'translateY(-50%)', ...noPrint }}>
              <Icon path={chevronLeftIcon} />
            </Box>
            <Box component="button" type="button" aria-label="Nächstes Bild" onClick={() => go(index + 1)} sx={{ ...galleryButtonSx, position: 'absolute', right: 12, top: '50%', transform: 'translateY(-50%)', ...noPrint }}>
              <Icon path={chevronRightIcon} />
            </Box>
          </>
        )}
        <Box sx={{ position: 'absolute', right: 12, bottom: 12, display: 'flex', gap: 1, alignItems: 'center', ...noPrint }}>
          <Box component="span" aria-live="polite" sx={{ bgcolor: 'rgba(35,33,27,0.85)', color: '#fff', px: 1.5, py: 0.5, borderRadius: 10, fontSize: '0.875rem', fontWeight: 600 }}>
            {index + 1} / {count}
          </Box>
          <Box component="button" type="button" onClick={() => setFullscreen(true)} aria-label="Galerie im Vollbild öffnen" sx={{ ...galleryButtonSx, width: 40, height: 40 }}>
            <Icon path={fullscreenIcon} />
          </Box>
        </Box>
      </Box>
      {count > 1 && (
        <Box component="ul" aria-label="Alle Bilder" sx={{ listStyle: 'none', m: 0, mt: 1.5, p: 0.5, display: 'flex', gap: 1, overflowX: 'auto', scrollbarWidth: 'thin', ...noPrint }}>
          {images.map((thumb, position) => (
            <Box component="li" key={thumb.src} sx={{ flex: '0 0 auto' }}>
              <Box
                component="button"
                type="button"
                onClick={() => setIndex(position)}
                aria-label={`Bild ${position + 1} zeigen: ${thumb.alt}`}
                aria-current={position === index ? 'true' : undefined}
                sx={{
                  display: 'block',
                  p: 0,
                  width: { xs: 72, md: 96 },
                  borderRadius: 1,
                  overflow: 'hidden',
                  cursor: 'pointer',
                  border: 3,
                  borderColor: position === index ? colors.primaryDark : 'transparent',
                  opacity: position === index ? 1 : 0.8,
                  '&:hover': { opacity: 1 },
                  '&:focus-visible': focusRing,
                }}
              >
                <ResponsiveImage image={thumb} sizes="96px" ratio="3 / 2" alt="" />
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {fullscreen && (
        <Suspense fallback={null}>
          <GalleryFullscreen images={images} index={index} title={title} onIndexChange={setIndex} onClose={() => setFullscreen(false)} />
        </Suspense>
      )}
    </Box>
  );
}

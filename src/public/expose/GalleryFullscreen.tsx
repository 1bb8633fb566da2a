import Box from '../ui/Box';
import { Icon } from '../ui/Icon';
import { useRef, type KeyboardEvent } from 'react';
import type { ImageValue } from '../../shared/resources/imageValue';
import { useModalDialog } from '../ui/useModalDialog';
import { chevronLeftIcon, chevronRightIcon, galleryButtonSx } from './galleryStyles';
import { useSwipe } from './useSwipe';
import { ResponsiveImage } from '../images/ResponsiveImage';

/** Material Design icon paths (Apache License 2.0). */
const closeIcon = 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

interface GalleryFullscreenProps {
  images: readonly ImageValue[];
  index: number;
  title: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * The full-screen view: a native modal <dialog> (focus stays inside, Escape closes, the page
 * behind is inert) with ←/→ keys, swipes and buttons. Focus returns to where it was on close.
 */
export default function GalleryFullscreen({ images, index, title, onIndexChange, onClose }: GalleryFullscreenProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const count = images.length;
  const go = (next: number) => onIndexChange(((next % count) + count) % count);
  const swipe = useSwipe(() => go(index - 1), () => go(index + 1));
  const image = images[index];

  useModalDialog(dialogRef);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <Box
      component="dialog"
      ref={dialogRef}
      aria-label={`Vollbildgalerie: ${title}`}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      sx={{
        m: 0,
        p: 0,
        border: 0,
        width: '100vw',
        height: '100dvh',
        maxWidth: '100vw',
        maxHeight: '100dvh',
        bgcolor: '#111',
        color: '#fff',
        '&::backdrop': { bgcolor: 'rgba(0,0,0,0.9)' },
      }}
    >
      <Box sx={{ display: 'grid', gridTemplateRows: 'auto 1fr auto', height: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, px: 2, py: 1.5 }}>
          <Box component="p" aria-live="polite" sx={{ m: 0, fontWeight: 600 }}>
            Bild {index + 1} von {count}
          </Box>
          <Box component="button" type="button" onClick={onClose} aria-label="Vollbild schließen" autoFocus sx={galleryButtonSx}>
            <Icon path={closeIcon} />
          </Box>
        </Box>
        <Box sx={{ position: 'relative', minHeight: 0, display: 'grid', placeItems: 'center', touchAction: 'pan-y', px: { xs: 0, md: 10 } }} {...swipe}>
          <ResponsiveImage
            key={image.src}
            image={image}
            sizes="100vw"
            priority
            draggable={false}
            sx={{ maxWidth: '100%', maxHeight: '100%', width: 'auto', height: 'auto', objectFit: 'contain', userSelect: 'none', bgcolor: 'transparent' }}
          />
          {count > 1 && (
            <>
              <Box component="button" type="button" aria-label="Vorheriges Bild" onClick={() => go(index - 1)} sx={{ ...galleryButtonSx, position: 'absolute', left: { xs: 8, md: 24 }, top: '50%', transform: 'translateY(-50%)' }}>
                <Icon path={chevronLeftIcon} />
              </Box>
              <Box component="button" type="button" aria-label="Nächstes Bild" onClick={() => go(index + 1)} sx={{ ...galleryButtonSx, position: 'absolute', right: { xs: 8, md: 24 }, top: '50%', transform: 'translateY(-50%)' }}>
                <Icon path={chevronRightIcon} />
              </Box>
            </>
          )}
        </Box>
        <Box component="p" sx={{ m: 0, px: 2, py: 1.5, textAlign: 'center', color: '#ddd' }}>
          {image.alt}
        </Box>
      </Box>
    </Box>
  );
}

import { colors } from '../../shared/theme/palette';
import { focusRing, roundButtonSx } from '../ui/styles';

/** Round white buttons over pictures, shared by the gallery and its full-screen view. */
export const galleryButtonSx = {
  ...roundButtonSx,
  bgcolor: 'rgba(255,255,255,0.94)',
  color: colors.ink,
  boxShadow: '0 2px 10px rgba(0,0,0,0.2)',
  '&:hover': { bgcolor: '#fff' },
  '&:focus-visible': { ...focusRing, outlineColor: colors.ink },
} as const;

/** How wide the gallery's main picture is shown: the browser picks (and preloads) the matching variant. */
export const MAIN_IMAGE_SIZES = '(min-width: 1200px) 760px, (min-width: 900px) 63vw, 100vw';

/** Material Design icon paths (Apache License 2.0) of the gallery's arrows. */
export const chevronLeftIcon = 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z';
export const chevronRightIcon = 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z';

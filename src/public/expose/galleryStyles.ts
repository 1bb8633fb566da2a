import { colors } from '../../shared/theme/palette';
import { focusRing } from '../components/styles';

/** Round white buttons over pictures, shared by the gallery and its full-screen view. */
export const galleryButtonSx = {
  width: 48,
  height: 48,
  display: 'grid',
  placeItems: 'center',
  border: 0,
  borderRadius: '50%',
  bgcolor: 'rgba(255,255,255,0.94)',
  color: colors.ink,
  cursor: 'pointer',
  boxShadow: '0 2px 10px rgba(0,0,0,0.2)',
  '&:hover': { bgcolor: '#fff' },
  '&:focus-visible': { ...focusRing, outlineColor: colors.ink },
} as const;

import { colors } from '../../shared/theme/palette';

/**
 * Shared looks of the visitor site. Plain HTML inputs styled here instead of MUI's TextField:
 * the same accessible labels and errors at a fraction of the JavaScript.
 */
export const focusRing = { outline: `3px solid ${colors.primaryDark}`, outlineOffset: '2px' };

/** A round icon button with a 48 px touch target (menu, close, gallery arrows); callers add colours. */
export const roundButtonSx = {
  width: 48,
  height: 48,
  display: 'grid',
  placeItems: 'center',
  border: 0,
  borderRadius: '50%',
  cursor: 'pointer',
  '&:focus-visible': focusRing,
} as const;

export const fieldSx = {
  display: 'block',
  width: '100%',
  minWidth: 0,
  minHeight: 48,
  px: 1.5,
  py: 1.25,
  font: 'inherit',
  fontSize: '1rem',
  color: 'text.primary',
  bgcolor: '#fff',
  border: '1px solid #8a8473',
  borderRadius: 1,
  '&:hover': { borderColor: colors.ink },
  '&:focus-visible': focusRing,
  '&[aria-invalid="true"]': { borderColor: 'error.main', borderWidth: 2 },
  '&:disabled': { bgcolor: '#f1efe8', color: colors.muted, cursor: 'not-allowed' },
} as const;

export const selectSx = {
  ...fieldSx,
  appearance: 'none',
  pr: 5,
  textOverflow: 'ellipsis',
  cursor: 'pointer',
  // A chevron drawn in CSS: native selects keep their keyboard and screen-reader behaviour.
  backgroundImage: `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' stroke='%2323211b' stroke-width='2' fill='none'/%3E%3C/svg%3E")`,
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'right 16px center',
} as const;

export const labelSx = { display: 'block', fontWeight: 600, fontSize: '0.95rem', mb: 0.75, color: 'text.primary' } as const;

export const cardSx = {
  bgcolor: '#fff',
  border: '1px solid',
  borderColor: 'divider',
  borderRadius: 2,
  overflow: 'hidden',
} as const;

export const eyebrowSx = {
  color: 'primary.dark',
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
  fontSize: '0.8rem',
  fontWeight: 700,
} as const;

/** Text links inside running text: underlined, bronze, with a visible focus. */
export const textLinkSx = {
  color: 'primary.dark',
  textDecorationThickness: '1px',
  textUnderlineOffset: '3px',
  '&:hover': { color: colors.ink },
  '&:focus-visible': focusRing,
} as const;

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = {
  position: 'absolute',
  // Strings: in sx a bare 1 would mean 100 %.
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Hidden when printing (navigation, forms, buttons). */
export const noPrint = { '@media print': { display: 'none !important' } } as const;

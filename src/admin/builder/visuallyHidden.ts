/**
 * Styles that hide a text from the eye but not from screen readers (a column heading without visible text). Sizes
 * in px: in `sx` a bare 1 means 100 %, which would stretch the page.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

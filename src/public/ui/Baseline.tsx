import { Global } from '@emotion/react';
import { siteTheme } from '../../shared/theme/siteTheme';

const { palette, typography } = siteTheme;

/**
 * MUI's CssBaseline with the theme's overrides (theme.ts), as static styles: box sizing, font
 * smoothing, the body's type and colours, long words that wrap.
 */
const baseline = [
  {
    html: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale', boxSizing: 'border-box', WebkitTextSizeAdjust: '100%' },
    '*, *::before, *::after': { boxSizing: 'inherit' },
    'strong, b': { fontWeight: typography.fontWeightBold },
    body: {
      margin: 0,
      color: palette.text.primary,
      ...typography.body1,
      backgroundColor: palette.background.default,
      '@media print': { backgroundColor: palette.common.white },
      '&::backdrop': { backgroundColor: palette.background.default },
    },
  },
  {
    body: { overflowWrap: 'break-word' },
    'h1, h2, h3, h4, h5, h6': { overflowWrap: 'anywhere' },
  },
] as const;

export function Baseline() {
  return <Global styles={baseline} />;
}

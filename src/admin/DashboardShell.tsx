import { jsx, keyframes } from '@emotion/react';
import { colors } from '../shared/theme/palette';

const spin = keyframes`to { transform: rotate(360deg); }`;

/**
 * What the server sends for /dashboard and what shows while the dashboard code loads. The route
 * table is part of every page's bundle, so this is a plain element with a CSS spinner: visitors'
 * pages do not load MUI for it.
 */
export function DashboardShell() {
  return jsx(
    'div',
    { 'data-layout': 'dashboard', css: { minHeight: '100vh', display: 'grid', placeItems: 'center' } },
    jsx('div', {
      role: 'progressbar',
      'aria-label': 'Dashboard wird geladen',
      css: {
        width: 40,
        height: 40,
        borderRadius: '50%',
        border: `3.6px solid ${colors.primary}`,
        borderRightColor: 'transparent',
        animation: `${spin} 1s linear infinite`,
        '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
      },
    }),
  );
}

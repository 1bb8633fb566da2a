import { breakpoints as viewportBreakpoints } from '../viewport/breakpoints';
import { colors } from './palette';

/**
 * The dashboard's MUI theme (src/admin/layout/theme.ts) as plain values, for the visitor site's
 * light style engine (src/public/ui): the same palette, type scale, spacing, shape and breakpoints,
 * without loading MUI's theme machinery into every public page. src/admin/layout/theme.test.ts
 * checks that every value here equals what MUI's createTheme makes of theme.ts, so the two cannot
 * drift apart.
 */
export const serif = '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif';
export const sans = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif';

const breakpointValues = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536, ...viewportBreakpoints } as const;
export type BreakpointKey = keyof typeof breakpointValues;
const breakpointKeys = (Object.keys(breakpointValues) as BreakpointKey[]).sort((a, b) => breakpointValues[a] - breakpointValues[b]);

const variant = (fontFamily: string, fontWeight: number, fontSize: string, lineHeight: number) => ({
  fontFamily,
  fontWeight,
  fontSize,
  lineHeight,
});

export const siteTheme = {
  palette: {
    mode: 'light',
    primary: { main: colors.primary, dark: colors.primaryDark, contrastText: colors.ink, light: 'rgb(210, 201, 165)' },
    secondary: { main: colors.secondary, contrastText: colors.ink, light: 'rgb(182, 179, 160)', dark: 'rgb(114, 112, 95)' },
    error: { main: colors.error, light: 'rgb(191, 51, 76)', dark: 'rgb(123, 0, 22)', contrastText: '#fff' },
    info: { main: colors.info, light: 'rgb(77, 171, 245)', dark: 'rgb(23, 105, 170)', contrastText: 'rgba(0, 0, 0, 0.87)' },
    success: { main: colors.success, light: 'rgb(111, 191, 115)', dark: 'rgb(53, 122, 56)', contrastText: 'rgba(0, 0, 0, 0.87)' },
    warning: { main: colors.warning, light: 'rgb(251, 163, 51)', dark: 'rgb(175, 98, 0)', contrastText: 'rgba(0, 0, 0, 0.87)' },
    background: { default: colors.background, paper: colors.surface, sand: colors.sand },
    text: { primary: colors.ink, secondary: colors.muted, disabled: 'rgba(0, 0, 0, 0.38)' },
    common: { black: '#000', white: '#fff' },
    divider: 'rgba(0, 0, 0, 0.12)',
  },
  typography: {
    fontFamily: sans,
    fontSize: 14,
    htmlFontSize: 16,
    fontWeightLight: 300,
    fontWeightRegular: 400,
    fontWeightMedium: 500,
    fontWeightBold: 700,
    h1: variant(serif, 600, '2.4rem', 1.15),
    h2: variant(serif, 600, '1.9rem', 1.2),
    h3: variant(serif, 600, '1.45rem', 1.167),
    h4: variant(sans, 400, '2.125rem', 1.235),
    h5: variant(sans, 400, '1.5rem', 1.334),
    h6: variant(sans, 500, '1.25rem', 1.6),
    subtitle1: variant(sans, 400, '1rem', 1.75),
    subtitle2: variant(sans, 500, '0.875rem', 1.57),
    body1: variant(sans, 400, '1rem', 1.5),
    body2: variant(sans, 400, '0.875rem', 1.43),
    caption: variant(sans, 400, '0.75rem', 1.66),
    button: { ...variant(sans, 600, '0.875rem', 1.75), textTransform: 'none' },
    overline: { ...variant(sans, 400, '0.75rem', 2.66), textTransform: 'uppercase' },
  },
  shape: { borderRadius: 6 },
  zIndex: { mobileStepper: 1000, fab: 1050, speedDial: 1050, appBar: 1100, drawer: 1200, modal: 1300, snackbar: 1400, tooltip: 1500 },
  breakpoints: {
    keys: breakpointKeys,
    values: breakpointValues,
    unit: 'px',
    up: (key: BreakpointKey) => `@media (min-width:${breakpointValues[key]}px)`,
    down: (key: BreakpointKey) => `@media (max-width:${breakpointValues[key] - 0.05}px)`,
  },
  /** MUI's spacing: multiples of 8 px. */
  spacing: (...factors: number[]) => (factors.length ? factors : [1]).map((factor) => `${8 * factor}px`).join(' '),
} as const;

export type SiteTheme = typeof siteTheme;
export type TypographyVariant =
  'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'subtitle1' | 'subtitle2' | 'body1' | 'body2' | 'caption' | 'button' | 'overline';

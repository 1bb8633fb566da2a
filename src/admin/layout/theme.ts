import { createTheme } from '@mui/material/styles';
import { breakpoints } from '../../shared/viewport/breakpoints';
import { colors } from '../../shared/theme/palette';
import { sans, serif } from '../../shared/theme/siteTheme';

declare module '@mui/material/styles' {
  interface TypeBackground {
    sand: string;
  }
  interface BreakpointOverrides {
    mobile: true;
    mobileMedium: true;
    mobileWide: true;
    tablet: true;
    desktop: true;
    desktopMedium: true;
    desktopWide: true;
  }
}

/**
 * The one light theme: the dashboard's MUI theme. The public site styles itself with the same values
 * without MUI (src/shared/theme/siteTheme.ts, checked against this in theme.test.ts).
 */
export const theme = createTheme({
  palette: {
    mode: 'light',
    contrastThreshold: 4.5,
    primary: { main: colors.primary, dark: colors.primaryDark, contrastText: colors.ink },
    secondary: { main: colors.secondary, contrastText: colors.ink },
    error: { main: colors.error },
    info: { main: colors.info },
    success: { main: colors.success },
    warning: { main: colors.warning },
    background: { default: colors.background, paper: colors.surface, sand: colors.sand },
    text: { primary: colors.ink, secondary: colors.muted },
  },
  breakpoints: {
    // react-admin relies on MUI's own keys; ours follow the specification.
    values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536, ...breakpoints },
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: sans,
    h1: { fontFamily: serif, fontWeight: 600, fontSize: '2.4rem', lineHeight: 1.15 },
    h2: { fontFamily: serif, fontWeight: 600, fontSize: '1.9rem', lineHeight: 1.2 },
    h3: { fontFamily: serif, fontWeight: 600, fontSize: '1.45rem' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiLink: { defaultProps: { color: 'primary.dark' } },
    MuiButton: { defaultProps: { disableElevation: true } },
    // Titles staff type may hold long tokens (object numbers, URLs): they wrap instead of widening a phone's page.
    MuiCssBaseline: {
      styleOverrides: {
        body: { overflowWrap: 'break-word' },
        'h1, h2, h3, h4, h5, h6': { overflowWrap: 'anywhere' },
      },
    },
  },
});

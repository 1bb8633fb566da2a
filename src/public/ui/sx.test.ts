import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { siteTheme } from '../../shared/theme/siteTheme';
import { resolveSx, type SxObject } from './sx';

/**
 * MUI's own sx function on a MUI theme made of the site's theme values: the site's engine must
 * produce the same CSS. (src/admin/layout/theme.test.ts checks that these values are the
 * dashboard's MUI theme.)
 */
const theme = createTheme({
  palette: siteTheme.palette,
  typography: siteTheme.typography,
  shape: siteTheme.shape,
  breakpoints: { values: siteTheme.breakpoints.values },
});
const mui = (sx: SxObject) => theme.unstable_sx(sx as Parameters<typeof theme.unstable_sx>[0]) as Record<string, unknown>;

const cases: Record<string, SxObject> = {
  spacing: { m: 0, mt: 2, mx: 'auto', px: 1.5, py: { xs: 1, md: 2 }, mr: -1, gap: 2, rowGap: 0.5, columnGap: { xs: 1, md: 3 } },
  palette: { color: 'text.secondary', bgcolor: 'background.sand', borderColor: 'divider', outlineColor: 'primary.dark', backgroundColor: '#fff' },
  borders: { border: 1, borderBottom: 2, borderTop: '1px solid rgba(255,255,255,0.18)', borderRadius: 2, outline: 'none' },
  sizing: { width: 0.5, height: 48, maxWidth: 'lg', minWidth: 0, minHeight: '100vh', maxHeight: 1 },
  typography: { fontFamily: 'h1.fontFamily', fontWeight: 700, fontSize: { xs: '1.65rem', md: '2.1rem' }, lineHeight: 1.2, letterSpacing: '0.16em', typography: 'body2' },
  responsive: { display: { xs: 'none', desktop: 'flex' }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, 1fr)', md: '1.5fr 1fr' } },
  nested: {
    '&:hover': { color: 'primary.dark', bgcolor: 'rgba(35,33,27,0.06)' },
    '& > svg': { height: { xs: 40, desktop: 48 } },
    '@media print': { display: 'none !important' },
    '@media (max-width: 599.95px)': { position: 'absolute', p: 0, m: '-1px' },
  },
  other: { position: 'sticky', top: 0, zIndex: 1100, boxShadow: '0 6px 24px rgba(35,33,27,0.06)', displayPrint: 'none', flex: 1, order: 1 },
};

describe('sx', () => {
  it.each(Object.entries(cases))('turns %s shorthands into the CSS MUI makes of them', (_name, sx) => {
    expect(JSON.parse(JSON.stringify(resolveSx(sx)[0]))).toEqual(JSON.parse(JSON.stringify(mui(sx))));
  });

  it('takes arrays, theme callbacks and leaves out empty entries', () => {
    const styles = resolveSx([{ p: 1 }, false, null, (t) => ({ color: t.palette.primary.dark }), [{ m: 2 }]]);
    expect(styles).toEqual([{ padding: '8px' }, { color: '#6b5f33' }, { margin: '16px' }]);
  });
});

import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

const AA = 4.5;

describe('theme', () => {
  it('uses the colours of the specification', () => {
    const { palette } = theme;
    expect(palette.primary.main).toBe('#c7bc8f');
    expect(palette.secondary.main).toBe('#a4a189');
    expect(palette.error.main).toBe('#B00020');
    expect(palette.info.main).toBe('#2196F3');
    expect(palette.success.main).toBe('#4CAF50');
    expect(palette.warning.main).toBe('#FB8C00');
    expect(palette.background.default).toBe('#ffffff');
    expect(palette.background.paper).toBe('#ffffff');
  });

  it.each(['primary', 'secondary', 'error', 'info', 'success', 'warning'] as const)(
    'puts text on %s buttons with WCAG AA contrast',
    (name) => {
      const colour = theme.palette[name];
      expect(getContrastRatio(colour.contrastText, colour.main)).toBeGreaterThanOrEqual(AA);
    },
  );

  it('keeps body text and links readable on white', () => {
    expect(getContrastRatio(theme.palette.text.primary, '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(getContrastRatio(theme.palette.text.secondary, '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(getContrastRatio(theme.palette.primary.dark, '#ffffff')).toBeGreaterThanOrEqual(AA);
  });

  it('knows the breakpoints of the specification', () => {
    expect(theme.breakpoints.values.mobileMedium).toBe(375);
    expect(theme.breakpoints.values.desktopWide).toBe(1600);
  });
});

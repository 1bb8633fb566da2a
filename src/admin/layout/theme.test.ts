import { describe, expect, it } from 'vitest';
import { siteTheme } from '../../shared/theme/siteTheme';
import { theme } from './theme';

describe('siteTheme', () => {
  it('has the palette MUI makes of theme.ts', () => {
    for (const [name, value] of Object.entries(siteTheme.palette)) {
      expect(theme.palette[name as keyof typeof theme.palette], name).toEqual(value);
    }
  });

  it('has the type scale MUI makes of theme.ts', () => {
    for (const [name, value] of Object.entries(siteTheme.typography)) {
      const mui = theme.typography[name as keyof typeof theme.typography];
      if (typeof value === 'object') expect(mui, name).toMatchObject(value);
      else expect(mui, name).toBe(value);
    }
  });

  it('has the shape, z-index, spacing and breakpoints of theme.ts', () => {
    expect(siteTheme.shape).toEqual(theme.shape);
    expect(theme.zIndex).toMatchObject(siteTheme.zIndex);
    for (const factors of [[1], [1.5], [-1], [0], [2, 3]])
      expect(siteTheme.spacing(...factors)).toBe(theme.spacing(...(factors as [number])));
    expect(siteTheme.breakpoints.keys).toEqual(theme.breakpoints.keys);
    expect(siteTheme.breakpoints.values).toEqual(theme.breakpoints.values);
    for (const key of siteTheme.breakpoints.keys) expect(siteTheme.breakpoints.up(key)).toBe(theme.breakpoints.up(key));
  });
});

import { describe, expect, it } from 'vitest';
import { isCompactViewport, parseViewport, viewportForWidth } from './breakpoints';
import { serializeViewportCookie } from './viewportCookie';

describe('viewport', () => {
  it.each([
    [200, 'mobile'],
    [320, 'mobile'],
    [374, 'mobile'],
    [375, 'mobileMedium'],
    [425, 'mobileWide'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1280, 'desktopMedium'],
    [1600, 'desktopWide'],
    [2560, 'desktopWide'],
  ])('maps %i px to %s', (width, viewport) => {
    expect(viewportForWidth(width)).toBe(viewport);
  });

  it('falls back to desktop for a missing or forged cookie', () => {
    expect(parseViewport(undefined)).toBe('desktop');
    expect(parseViewport('huge')).toBe('desktop');
    expect(parseViewport('__proto__')).toBe('desktop');
    expect(parseViewport('tablet')).toBe('tablet');
  });

  it('uses the phone navigation below desktop', () => {
    expect(isCompactViewport('tablet')).toBe(true);
    expect(isCompactViewport('desktop')).toBe(false);
  });

  it('writes the cookie for 365 days, path /, SameSite Strict, Secure', () => {
    expect(serializeViewportCookie('mobileMedium')).toBe('viewport=mobileMedium; Max-Age=31536000; Path=/; SameSite=Strict; Secure');
  });
});

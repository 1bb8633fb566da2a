import { describe, expect, it } from 'vitest';
import { isCompactViewport, parseViewport, viewportForRequest, viewportForWidth } from './breakpoints';
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

  it('guesses a phone from the user agent or client hint when there is no cookie yet', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const android = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
    expect(viewportForRequest(undefined, { userAgent: iphone })).toBe('mobileMedium');
    expect(viewportForRequest(undefined, { userAgent: android })).toBe('mobileMedium');
    expect(viewportForRequest(undefined, { mobileHint: '?1' })).toBe('mobileMedium');
    expect(viewportForRequest(undefined, { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36' })).toBe('desktop');
    expect(viewportForRequest('tablet', { userAgent: iphone })).toBe('tablet');
  });

  it('reads an Android phone only with "Mobile" after "Android", in linear time on a crafted header', () => {
    expect(viewportForRequest(undefined, { userAgent: 'Android 14; SM-X200 Build) Safari' })).toBe('desktop');
    expect(viewportForRequest(undefined, { userAgent: 'Android 14; Pixel 8) ChromeMobile' })).toBe('mobileMedium');
    expect(viewportForRequest(undefined, { userAgent: 'xMobile; Android 14' })).toBe('desktop');
    const started = performance.now();
    expect(viewportForRequest(undefined, { userAgent: 'Android'.repeat(30_000) })).toBe('desktop');
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('uses the phone navigation below desktop', () => {
    expect(isCompactViewport('tablet')).toBe(true);
    expect(isCompactViewport('desktop')).toBe(false);
  });

  it('writes the cookie for 365 days, path /, SameSite Strict, Secure', () => {
    expect(serializeViewportCookie('mobileMedium')).toBe('viewport=mobileMedium; Max-Age=31536000; Path=/; SameSite=Strict; Secure');
  });
});

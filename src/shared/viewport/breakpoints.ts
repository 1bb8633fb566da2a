/** Viewport breakpoints of the specification (section 9), smallest first, in CSS pixels. */
export const breakpoints = {
  mobile: 320,
  mobileMedium: 375,
  mobileWide: 425,
  tablet: 768,
  desktop: 1024,
  desktopMedium: 1280,
  desktopWide: 1600,
} as const;

export type Viewport = keyof typeof breakpoints;

export const fallbackViewport: Viewport = 'desktop';

const byWidthDescending = (Object.entries(breakpoints) as [Viewport, number][]).sort((a, b) => b[1] - a[1]);

/** The largest breakpoint that fits the width; anything narrower than 320 px is still "mobile". */
export function viewportForWidth(width: number): Viewport {
  if (!Number.isFinite(width)) return fallbackViewport;
  return byWidthDescending.find(([, min]) => width >= min)?.[0] ?? 'mobile';
}

export function isViewport(value: unknown): value is Viewport {
  return typeof value === 'string' && Object.hasOwn(breakpoints, value);
}

export function parseViewport(value: string | undefined | null): Viewport {
  return isViewport(value) ? value : fallbackViewport;
}

/**
 * Phones by their user agent: "Mobi", "iPhone", "iPod", or "Android" followed later by "Mobile"
 * (Android tablets leave it out). The last is two searches because /Android.+Mobile/ tries every
 * "Android" of a header against the whole rest of it (quadratic in a crafted header); the same
 * answer, as a header holds no line breaks.
 */
function isMobileUserAgent(userAgent: string): boolean {
  if (/\bMobi|iPhone|iPod/i.test(userAgent)) return true;
  const android = userAgent.search(/Android/i);
  return android !== -1 && /Mobile/i.test(userAgent.slice(android + 'Android'.length + 1));
}

/**
 * The first render's breakpoint: the cookie when the browser has been here before, otherwise a
 * guess from the client hint or user agent, so a phone's very first page does not jump either.
 */
export function viewportForRequest(cookie: string | undefined, headers: { userAgent?: string; mobileHint?: string }): Viewport {
  if (isViewport(cookie)) return cookie;
  const mobile = headers.mobileHint === '?1' || isMobileUserAgent(headers.userAgent ?? '');
  return mobile ? 'mobileMedium' : fallbackViewport;
}

/** Below this breakpoint the site shows its phone navigation. */
export function isCompactViewport(viewport: Viewport): boolean {
  return breakpoints[viewport] < breakpoints.desktop;
}

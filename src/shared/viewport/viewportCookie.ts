import type { Viewport } from './breakpoints';

/** Cookie "viewport" of the specification: 365 days, path /, SameSite Strict, Secure. */
export const VIEWPORT_COOKIE = 'viewport';
export const VIEWPORT_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function serializeViewportCookie(viewport: Viewport): string {
  return `${VIEWPORT_COOKIE}=${viewport}; Max-Age=${VIEWPORT_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Strict; Secure`;
}

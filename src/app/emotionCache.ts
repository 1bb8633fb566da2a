import createCache from '@emotion/cache';

/** The server extracts styles under this key and the browser picks them up under the same one. */
export const createEmotionCache = () => createCache({ key: 'css' });

/** On the server, styles go to <head> only (compat stops Emotion inlining <style> beside elements). */
export function createServerEmotionCache() {
  const cache = createEmotionCache();
  cache.compat = true;
  return cache;
}

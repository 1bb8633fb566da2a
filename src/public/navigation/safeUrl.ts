/**
 * Decides whether the router helper may follow a URL. Script-like protocols are always
 * refused; other origins only when the caller allows external navigation.
 */
export type UrlVerdict = { allowed: true; url: URL; external: boolean } | { allowed: false; reason: string };

const SCRIPT_PROTOCOLS = new Set(['javascript:', 'data:', 'vbscript:']);

/** Browsers drop ASCII control characters and surrounding whitespace before parsing a URL. */
function normalise(raw: string): string {
  // eslint-disable-next-line no-control-regex
  return raw.replace(/[\u0000-\u001F\u007F]/g, '').trim();
}

export function checkNavigationTarget(
  raw: string,
  currentOrigin: string,
  { allowExternal = false }: { allowExternal?: boolean } = {},
): UrlVerdict {
  const cleaned = normalise(raw);
  let url: URL;
  try {
    url = new URL(cleaned, currentOrigin);
  } catch {
    return { allowed: false, reason: 'invalid URL' };
  }
  if (SCRIPT_PROTOCOLS.has(url.protocol)) return { allowed: false, reason: `protocol ${url.protocol} refused` };
  if (url.protocol !== 'http:' && url.protocol !== 'https:' && url.protocol !== 'mailto:' && url.protocol !== 'tel:') {
    return { allowed: false, reason: `protocol ${url.protocol} refused` };
  }
  const external = url.origin !== new URL(currentOrigin).origin;
  if (external && !allowExternal) return { allowed: false, reason: 'external URL refused' };
  return { allowed: true, url, external };
}

/**
 * A target as a path of this site (path, query and fragment), or null when it would leave the site or cannot be
 * followed: for addresses taken from the URL, such as the sign-in's `?redirect=`. Judged as the browser reads it, so
 * `/\evil.example` (a backslash counts as a slash) and `//evil.example` are other sites, not paths.
 */
export function sameSitePath(raw: string, currentOrigin: string): string | null {
  const verdict = checkNavigationTarget(raw, currentOrigin);
  if (!verdict.allowed || verdict.external) return null;
  return verdict.url.pathname + verdict.url.search + verdict.url.hash;
}

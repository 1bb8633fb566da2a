export const FOREIGN_ORIGIN_MESSAGE = 'Anfrage von fremder Herkunft abgelehnt.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CsrfFacts {
  method: string;
  /** PUBLIC_URL, or without it `${protocol}://${host}` of the request as the server sees it (behind the proxy: as forwarded). */
  ownOrigin: string;
  origin?: string;
  referer?: string;
  hasCookie: boolean;
}

function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    // Opaque origins ("null" from sandboxed frames, data: URLs) never match anything.
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * True when a state-changing request comes from another site. SameSite=Strict already keeps the
 * session cookie off such requests in current browsers; this check is the second lock for older
 * browsers and for anything that reaches the API without the cookie's protection.
 *
 * Browsers send Origin with every cross-origin POST/PUT/PATCH/DELETE (and Referer is the fallback some
 * privacy settings leave). A request with neither can therefore not be a forged browser request *unless*
 * it relies on ambient credentials, so it is allowed only without any cookie: curl and server-to-server
 * calls then get their normal 401, while a cookie-carrying request that hides where it came from is refused
 * (fail closed – no browser we support sends cookies on POST without Origin).
 */
export function isForeignRequest({ method, ownOrigin, origin, referer, hasCookie }: CsrfFacts): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const own = originOf(ownOrigin);
  if (origin !== undefined) return own === null || originOf(origin) !== own;
  if (referer !== undefined) return own === null || originOf(referer) !== own;
  return hasCookie;
}

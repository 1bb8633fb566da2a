/** A page's data for the browser app is `<page path>/_payload.json`. */
const PAYLOAD_SUFFIX = '/_payload.json';

/** The page path a payload request asks for (`/angebote/_payload.json` → `/angebote`), or null for any other path. */
export function pagePathFromPayloadPath(pathname: string): string | null {
  if (!pathname.endsWith(PAYLOAD_SUFFIX)) return null;
  return pathname.slice(0, -PAYLOAD_SUFFIX.length) || '/';
}

/** `/angebote?x=1` → `/angebote/_payload.json?x=1`; `/` → `/_payload.json`. */
export function payloadUrl(url: URL): string {
  const path = url.pathname.endsWith('/') ? url.pathname.slice(0, -1) : url.pathname;
  return `${path}${PAYLOAD_SUFFIX}${url.search}`;
}

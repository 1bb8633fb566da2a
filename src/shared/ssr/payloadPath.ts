/** A page's data for the browser app is `<page path>/_payload.json`. */
const PAYLOAD_SUFFIX = '/_payload.json';

/** The page path a payload request asks for (`/angebote/_payload.json` → `/angebote`), or null for any other path. */
export function pagePathFromPayloadPath(pathname: string): string | null {
  if (!pathname.endsWith(PAYLOAD_SUFFIX)) return null;
  return pathname.slice(0, -PAYLOAD_SUFFIX.length) || '/';
}

import { publicRoutes } from '../routes/routeTable';

/** Record ids are base64url (server/db/documentStore.ts `newId`) or the seed's slugs. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Pages of the visitor site; the sign-in page and the dashboard are not counted. */
const counted = publicRoutes.filter((route) => route.layout !== 'simple');

/**
 * The path an event is counted under: the route's path, with the offer's id for exposés (the
 * statistics show the most viewed offers) and the bare pattern for every other parameter. Query
 * strings and fragments never get here: they could hold whatever a visitor typed. Null for
 * anything that is not a page of the visitor site.
 */
export function trackedPath(pathname: string): string | null {
  const path = pathname.length > 1 ? withoutTrailingSlashes(pathname) : pathname;
  const segments = path.split('/');
  for (const route of counted) {
    const pattern = route.path.split('/');
    if (pattern.length !== segments.length) continue;
    const matches = pattern.every((part, index) => (part.startsWith(':') ? ID.test(segments[index]) : part === segments[index]));
    if (!matches) continue;
    return route.name === 'angebote-id' ? path : route.path;
  }
  return null;
}

/** "/team/" → "/team", trimmed by hand: /\/+$/ tries every slash of a long run against the rest of it (quadratic). */
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path[end - 1] === '/') end -= 1;
  return path.slice(0, end);
}

/** The offer id of an exposé path ("/angebote/abc" → "abc"), or null. */
export function offerIdOf(path: string): string | null {
  const match = /^\/angebote\/([A-Za-z0-9_-]{1,64})$/.exec(path);
  return match ? match[1] : null;
}

import { matchPath } from 'react-router';
import type { PageModule } from '../public/pages/pageModule';
import { isDashboardPath, publicRoutes, type PublicRouteName } from '../shared/routes/routeTable';

/**
 * The URL a page is rendered and cached for: its path with only the query parameters its page reads, in their
 * canonical form (PageModule.query). Everything else in the query cannot change the page, so it must not make a
 * new render or a new cache entry. The dashboard's URLs are its own business and stay as they are.
 */
export function canonicalPageUrl(url: URL, pages: Record<PublicRouteName, PageModule>): URL {
  if (isDashboardPath(url.pathname)) return url;
  const route = publicRoutes.find((candidate) => matchPath(candidate.path, url.pathname));
  const query = route && pages[route.name].query?.(url.searchParams).toString();
  const canonical = new URL(url.pathname, url.origin);
  canonical.search = query ?? '';
  return canonical;
}

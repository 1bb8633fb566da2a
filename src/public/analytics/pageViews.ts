import type { Analytics } from './analytics';
import { trackedPath } from '../../shared/analytics/trackedPath';

/**
 * Page views of one page life: one per visited path (a new search on /angebote is a filter, not a
 * page view; React's double effects in development and a layout switch count once), and the
 * referring host only with the first page view sent.
 */
export function createPageViews(track: Analytics['track'], referrer: () => string | undefined) {
  let last: string | null = null;
  let referrerSent = false;
  return (pathname: string) => {
    const path = trackedPath(pathname);
    if (!path || path === last) return;
    last = path;
    const host = referrerSent ? undefined : referrer();
    referrerSent = true;
    track({ type: 'page_view', path: pathname, ...(host ? { referrer: host } : {}) });
  };
}

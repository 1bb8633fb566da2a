import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { usePublicDataAccess } from '../public/data/PublicDataContext';
import { LazyErrorPage } from '../public/errors/lazyErrorPage';
import { applyHeadTags } from './applyHeadTags';
import { headTags, type MetaFunction } from '../shared/meta/pageMeta';

export const routeMeta = (handle: unknown): MetaFunction | undefined => (handle as { meta?: MetaFunction } | undefined)?.meta;

/** Keeps title and sharing tags in step with client-side navigation, and starts new pages at the top. */
function useClientHead() {
  const matches = useMatches();
  const location = useLocation();
  const { cache } = usePublicDataAccess();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false; // the server already wrote this page's head
      return;
    }
    const match = [...matches].reverse().find((candidate) => routeMeta(candidate.handle));
    const meta = match
      ? routeMeta(match.handle)!({ params: match.params, cache, pathname: location.pathname, search: location.search })
      : {};
    applyHeadTags(headTags(meta, { origin: window.location.origin, pathname: location.pathname }));
    if (!location.hash) window.scrollTo(0, 0);
  }, [matches, location, cache]);
}

/** Marks the page as run by its code (`data-interactive` on #root): from here on links navigate within the page. */
function useInteractiveMark() {
  useEffect(() => document.getElementById('root')?.setAttribute('data-interactive', ''), []);
}

/** The root's error boundary in the browser: the page it shows (a 404 in the site's frame) runs its code too. */
export function InteractiveErrorPage() {
  useInteractiveMark();
  return <LazyErrorPage />;
}

export function AppRoot() {
  useClientHead();
  useInteractiveMark();
  return <Outlet />;
}

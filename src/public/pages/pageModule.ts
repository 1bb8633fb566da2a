import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { AppContext } from '../../shared/data/appContext';
import type { MetaFunction } from '../../shared/meta/pageMeta';

export interface PageLoaderArgs {
  params: Params;
  request: Request;
  context: AppContext;
}

/** A routed page: what it shows, what it tells search engines, and what data it needs first. */
export interface PageModule {
  Component: ComponentType;
  meta: MetaFunction;
  /** Prefetches the page's queries (on the server before rendering, in the browser before navigating). */
  loader?: (args: PageLoaderArgs) => Promise<unknown>;
  /**
   * The query parameters the page reads, in one canonical form. The server renders and caches the page for that
   * form only, so an unknown parameter or another spelling of the same search is not a new render
   * (docs/caching.md). Without it the page reads none.
   */
  query?: (params: URLSearchParams) => URLSearchParams;
}

import { agencyNode } from '../meta/structuredData';
import { agencyQuery, cachedAgency } from '../data/agency';
import type { PageModule } from './pageModule';

/**
 * A page of the visitor site: besides its own data it loads the agency's settings (header,
 * footer and contact data on every page) and names the agency in structured data.
 */
export function sitePage(page: PageModule): PageModule {
  return {
    Component: page.Component,
    query: page.query,
    loader: async (args) => {
      await Promise.all([args.context.cache.ensure(agencyQuery(args.context.data)), page.loader?.(args)]);
    },
    meta: (args) => {
      const meta = page.meta(args);
      const agency = cachedAgency(args.cache);
      return { ...meta, structuredData: (absolute) => [agencyNode(agency, absolute), ...(meta.structuredData?.(absolute) ?? [])] };
    },
  };
}

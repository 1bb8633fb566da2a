import type { ComponentType } from 'react';
import { lazyView } from '../lazyView';
import type { PageLoaderArgs, PageModule } from '../pageModule';

interface PageDefinition extends Omit<PageModule, 'Component'> {
  /** The page's view, loaded as a chunk of its own. */
  view: () => Promise<{ default: ComponentType }>;
}

/** A page whose view loads lazily: its loader fetches the data and the view's code together. */
export function definePage({ view, loader, meta }: PageDefinition): PageModule {
  const lazy = lazyView(view);
  return {
    Component: lazy.Component,
    meta,
    loader: async (args: PageLoaderArgs) => {
      await Promise.all([lazy.preload(), loader?.(args)]);
    },
  };
}

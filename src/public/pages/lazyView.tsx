import { Suspense, use, type ComponentType } from 'react';
import { importWithReload } from '../../shared/chunks/importWithReload';

export interface LazyView {
  /** Renders the page; suspends until its code is there. */
  Component: ComponentType;
  /** Loads the page's code; loaders await it, so server render and client navigation never wait. */
  preload: () => Promise<void>;
}

/**
 * A page view in a chunk of its own, so a first visit loads only the page it shows. On the
 * server and on client navigation the loader has preloaded the code and the view renders at
 * once. On the first page load in the browser, the view's Suspense boundary keeps the
 * server's HTML on screen and hydrates it as soon as the chunk has arrived.
 */
export function lazyView(load: () => Promise<{ default: ComponentType }>): LazyView {
  let View: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= (typeof window === 'undefined' ? load() : importWithReload(load)).then((module) => {
      View = module.default;
    }));

  function Loaded() {
    if (!View) use(preload());
    const Current = View!;
    return <Current />;
  }

  function Component() {
    return (
      <Suspense fallback={null}>
        <Loaded />
      </Suspense>
    );
  }

  return { Component, preload };
}

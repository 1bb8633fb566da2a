import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { viewportForWidth, type Viewport } from '../shared/viewport/breakpoints';

interface ViewportStore {
  /** The breakpoint the server rendered with (from the "viewport" cookie or its guess). */
  initial: Viewport;
  get(): Viewport;
  subscribe(listener: () => void): () => void;
  /** Follows the window; returns the clean-up. */
  start(): () => void;
}

function createViewportStore(initial: Viewport): ViewportStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      const update = () => {
        const next = viewportForWidth(window.innerWidth);
        if (next === current) return;
        current = next;
        listeners.forEach((listener) => listener());
      };
      update();
      window.addEventListener('resize', update, { passive: true });
      return () => window.removeEventListener('resize', update);
    },
  };
}

const ViewportContext = createContext<ViewportStore | null>(null);

/**
 * The breakpoint for the few components that render differently by it. The layout itself follows the
 * window through CSS media queries, so the server's HTML is right at every width without knowing it;
 * the "viewport" cookie the server renders the next visit with is kept by src/app/boot.ts.
 *
 * The breakpoint lives in a store, not in the context value: a context change above a part of
 * the page that is still hydrating makes React throw that part's server HTML away and render it
 * again (a layout shift). Only components that read `useViewport` re-render when it changes.
 */
export function ViewportProvider({ initial, children }: { initial: Viewport; children: ReactNode }) {
  const [store] = useState(() => createViewportStore(initial));
  useEffect(() => store.start(), [store]);
  return <ViewportContext.Provider value={store}>{children}</ViewportContext.Provider>;
}

const fallbackStore = createViewportStore('desktop');

/** The current breakpoint; during hydration the server's, so the first render matches its HTML. */
export function useViewport(): Viewport {
  const store = useContext(ViewportContext) ?? fallbackStore;
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}

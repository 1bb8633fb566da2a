/** After this long, a visitor coming back to the tab is shown the page's current data. */
export const STALE_AFTER_MS = 60_000;

/** What this needs of React Router's browser router. */
export interface RevalidatingRouter {
  subscribe(listener: (state: { navigation: { state: string }; revalidation: string }) => void): unknown;
  revalidate(): unknown;
}

type VisibleDocument = Pick<Document, 'addEventListener' | 'visibilityState'>;

/**
 * Every navigation brings the server's current data (src/app/payload.ts); a visitor who leaves a tab open
 * and comes back after a while gets it too: the router runs the page's loaders again.
 */
export function revalidateOnReturn(router: RevalidatingRouter, doc: VisibleDocument = document, now: () => number = Date.now) {
  let loadedAt = now();
  let loading = false;
  router.subscribe((state) => {
    const busy = state.navigation.state !== 'idle' || state.revalidation !== 'idle';
    if (loading && !busy) loadedAt = now();
    loading = busy;
  });
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState !== 'visible' || now() - loadedAt <= STALE_AFTER_MS) return;
    loadedAt = now();
    void router.revalidate();
  });
}

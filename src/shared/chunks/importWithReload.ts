import { reloadOnce, type ReloadGuardEnv } from './reloadGuard';

const browserEnv = (): ReloadGuardEnv => ({
  storage: window.sessionStorage,
  now: Date.now,
  reload: () => window.location.reload(),
});

/** Wraps a dynamic import: a failed chunk reloads the page once instead of breaking it. */
export function importWithReload<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (reloadOnce(window.location.pathname, browserEnv())) return new Promise<T>(() => {});
    throw error;
  });
}

/** Vite reports failed preloads of a chunk's dependencies through this event. */
export function handlePreloadErrors() {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce(window.location.pathname, browserEnv())) event.preventDefault();
  });
}

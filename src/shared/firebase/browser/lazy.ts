import type { SessionSource } from '../../auth/session';
import type { BrowserFirebase } from './browserFirebase';

/**
 * The app's only doors into Firebase mode. Nothing here imports the SDK: each function loads
 * browserFirebase.ts (and with it the SDK, ~100 KB gzip) as its own chunk on first use, so embedded
 * mode and every public page stay without it.
 */
let loading: Promise<BrowserFirebase> | undefined;

export function loadFirebase(): Promise<BrowserFirebase> {
  loading ??= import('./browserFirebase').then((module) => module.firebaseInBrowser());
  return loading;
}

/** For the route guards in the browser: asks Firebase only when a guarded route is entered. */
export const lazyFirebaseSession: SessionSource = {
  async getSession(request) {
    return (await loadFirebase()).session.getSession(request);
  },
};

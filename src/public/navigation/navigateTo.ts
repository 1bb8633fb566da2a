import { checkNavigationTarget } from './safeUrl';

export interface NavigateToOptions {
  /** Allow leaving the site; script-like protocols stay refused regardless. */
  allowExternal?: boolean;
  replace?: boolean;
}

type RouterNavigate = (to: string, options?: { replace?: boolean }) => void | Promise<void>;

/**
 * The router helper: internal targets go through the client router, allowed external
 * ones through a full page load. Returns false when it refuses the target.
 */
type BrowserLocation = Pick<Location, 'origin' | 'assign' | 'replace'>;

/** `location` is read when navigating, so the helper can be created during a server render. */
export function createNavigateTo(routerNavigate: RouterNavigate, location: () => BrowserLocation) {
  return function navigateTo(target: string, { allowExternal = false, replace = false }: NavigateToOptions = {}) {
    const verdict = checkNavigationTarget(target, location().origin, { allowExternal });
    if (!verdict.allowed) {
      console.warn(`navigateTo refused "${target}": ${verdict.reason}`);
      return false;
    }
    if (verdict.external) {
      if (replace) location().replace(verdict.url.href);
      else location().assign(verdict.url.href);
    } else {
      void routerNavigate(verdict.url.pathname + verdict.url.search + verdict.url.hash, { replace });
    }
    return true;
  };
}

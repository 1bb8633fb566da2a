import { use, type ComponentType } from 'react';
import { importWithReload } from '../../shared/chunks/importWithReload';

let ErrorView: ComponentType | null = null;
let loading: Promise<void> | null = null;

/** Loads the error page's code; the browser awaits it before hydrating a page that is an error page. */
export const preloadErrorPage = () =>
  (loading ??= importWithReload(() => import('./ErrorPage')).then(
    (module) => {
      ErrorView = module.ErrorPage;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));

/**
 * The error page in the browser: its code loads when an error is to be shown (few visits see
 * one), or before hydration when the server sent an error page. The server renders ErrorPage itself.
 */
export function LazyErrorPage() {
  if (!ErrorView) use(preloadErrorPage());
  const View = ErrorView!;
  return <View />;
}

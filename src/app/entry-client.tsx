import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { browserSession } from '../shared/auth/browserSession';
import { clientBackendMode } from '../shared/firebase/backendMode';
import { lazyFirebaseSession } from '../shared/firebase/browser/lazy';
import { buildUpdates, watchBuildUpdates } from '../shared/build/buildUpdates';
import { handlePreloadErrors } from '../shared/chunks/importWithReload';
import type { AppContext } from '../shared/data/appContext';
import { PublicDataCache } from '../shared/data/publicDataCache';
import { httpPublicData } from './httpPublicData';
import { APP_DATA_ID, type AppData } from './appData';
import { REPLAY_EARLY_EVENTS } from './earlyEvents';
import { AppProviders } from './AppProviders';
import { createEmotionCache } from './emotionCache';
import { createRoutes, loadPagesFor } from './routes';
import { lazyPublicPages } from '../public/pages/publicPages';
import { preloadErrorPage } from '../public/errors/lazyErrorPage';
import { InteractiveErrorPage } from './AppRoot';
import { provideRouterHydrationData } from './routerHydration';
import { revalidateOnReturn } from './revalidateOnReturn';

/** Lets the browser paint and handle input between the start-up steps (no long tasks on slow phones). */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  handlePreloadErrors();
  await yieldToMain();
  const appData = JSON.parse(document.getElementById(APP_DATA_ID)!.textContent!) as AppData;

  const cache = new PublicDataCache({ browser: true });
  cache.hydrate(appData.cache);

  const context: AppContext = {
    cache,
    // Firebase mode asks Firebase Authentication; its SDK loads only when a guard needs it.
    session: clientBackendMode() === 'firebase' ? lazyFirebaseSession : browserSession,
    data: httpPublicData,
    log: (level, message) => console[level](message),
  };

  await yieldToMain();
  provideRouterHydrationData(appData.router);
  const routes = createRoutes({ context, target: 'client', pages: lazyPublicPages, errorPage: InteractiveErrorPage });
  // The code of the page being shown comes before the router and hydration: nothing suspends while
  // React hydrates, so no later state change can make React drop part of the server's HTML.
  await Promise.all([
    loadPagesFor((matchRoutes(routes, window.location) ?? []).map((match) => match.route)),
    appData.router?.errors ? preloadErrorPage() : undefined,
  ]).catch(() => undefined);
  await yieldToMain();
  const router = createBrowserRouter(routes);

  // After a deploy, the next navigation loads the new build from the server.
  router.subscribe((state) => {
    if (buildUpdates.getSnapshot() && state.navigation.location) {
      window.location.assign(router.createHref(state.navigation.location));
    }
  });
  if (import.meta.env.PROD) watchBuildUpdates({ currentBuildId: appData.buildId });
  revalidateOnReturn(router);

  const app = (
    <StrictMode>
      <AppProviders
        emotionCache={createEmotionCache()}
        cache={cache}
        viewport={appData.viewport}
        consent={appData.consent}
        data={httpPublicData}
      >
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );

  const container = document.getElementById('root')!;
  if (!appData.hydrate) {
    createRoot(container).render(app);
    window[REPLAY_EARLY_EVENTS]?.();
    return;
  }
  await yieldToMain();
  // As a transition, hydration works in slices of a few milliseconds and yields to the browser in
  // between, instead of one long task that would block a phone's main thread.
  startTransition(() => {
    hydrateRoot(container, app);
  });
  // Clicks and submissions held until now (boot.ts): React hydrates their part at once and runs them.
  window[REPLAY_EARLY_EVENTS]?.();
}

void start();

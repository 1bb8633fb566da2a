import { hydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { browserSession } from '../shared/auth/browserSession';
import { clientBackendMode } from '../shared/firebase/backendMode';
import { lazyFirebaseSession } from '../shared/firebase/lazy';
import { buildUpdates, watchBuildUpdates } from '../shared/build/buildUpdates';
import { handlePreloadErrors } from '../shared/chunks/importWithReload';
import type { AppContext } from '../shared/data/appContext';
import { httpPublicData } from '../shared/data/httpPublicData';
import { APP_DATA_ID, type AppData } from './appData';
import { AppProviders } from './AppProviders';
import { createEmotionCache } from './emotionCache';
import { createRoutes } from './routes';
import { provideRouterHydrationData } from './routerHydration';

const appData = JSON.parse(document.getElementById(APP_DATA_ID)!.textContent!) as AppData;

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
hydrate(queryClient, appData.queryState);

const context: AppContext = {
  queryClient,
  // Firebase mode asks Firebase Authentication; its SDK loads only when a guard needs it.
  session: clientBackendMode() === 'firebase' ? lazyFirebaseSession : browserSession,
  data: httpPublicData,
  log: (level, message) => console[level](message),
};

handlePreloadErrors();
provideRouterHydrationData(appData.router);
const router = createBrowserRouter(createRoutes({ context, target: 'client' }));

// After a deploy, the next navigation loads the new build from the server.
router.subscribe((state) => {
  if (buildUpdates.getSnapshot() && state.navigation.location) {
    window.location.assign(router.createHref(state.navigation.location));
  }
});
if (import.meta.env.PROD) watchBuildUpdates({ currentBuildId: appData.buildId });

const app = (
  <StrictMode>
    <AppProviders emotionCache={createEmotionCache()} queryClient={queryClient} viewport={appData.viewport} consent={appData.consent} data={httpPublicData}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

const container = document.getElementById('root')!;
if (appData.hydrate) hydrateRoot(container, app);
else createRoot(container).render(app);

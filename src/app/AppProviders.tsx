import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConsentProvider } from '../public/consent/ConsentProvider';
import { PublicDataContext } from '../public/data/PublicDataContext';
import type { ConsentChoice } from '../shared/analytics/consentCookie';
import type { PublicDataSource } from '../shared/data/publicData';
import { theme } from '../shared/theme/theme';
import type { Viewport } from '../shared/viewport/breakpoints';
import { ViewportProvider } from '../shared/viewport/ViewportProvider';

interface AppProvidersProps {
  emotionCache: EmotionCache;
  queryClient: QueryClient;
  viewport: Viewport;
  consent: ConsentChoice | null;
  data: PublicDataSource;
  children: ReactNode;
}

/** The same providers wrap the server render and the browser, so hydration matches. */
export function AppProviders({ emotionCache, queryClient, viewport, consent, data, children }: AppProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <PublicDataContext.Provider value={data}>
            <ViewportProvider initial={viewport}>
              <ConsentProvider initial={consent}>{children}</ConsentProvider>
            </ViewportProvider>
          </PublicDataContext.Provider>
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}

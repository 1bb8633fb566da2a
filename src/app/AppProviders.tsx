import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PublicDataContext } from '../public/data/PublicDataContext';
import type { PublicDataSource } from '../shared/data/publicData';
import { theme } from '../shared/theme/theme';
import type { Viewport } from '../shared/viewport/breakpoints';
import { ViewportProvider } from '../shared/viewport/ViewportProvider';

interface AppProvidersProps {
  emotionCache: EmotionCache;
  queryClient: QueryClient;
  viewport: Viewport;
  data: PublicDataSource;
  children: ReactNode;
}

/** The same providers wrap the server render and the browser, so hydration matches. */
export function AppProviders({ emotionCache, queryClient, viewport, data, children }: AppProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <PublicDataContext.Provider value={data}>
            <ViewportProvider initial={viewport}>{children}</ViewportProvider>
          </PublicDataContext.Provider>
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}

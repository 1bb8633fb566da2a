import { CacheProvider, type EmotionCache } from '@emotion/react';
import { useMemo, type ReactNode } from 'react';
import { ConsentProvider } from '../public/consent/ConsentProvider';
import { PublicDataContext } from '../public/data/PublicDataContext';
import { Baseline } from '../public/ui/Baseline';
import type { ConsentChoice } from '../shared/analytics/consentCookie';
import type { PublicDataSource } from '../shared/data/publicData';
import type { PublicDataCache } from '../shared/data/publicDataCache';
import type { Viewport } from '../shared/viewport/breakpoints';
import { ViewportProvider } from './ViewportProvider';

interface AppProvidersProps {
  emotionCache: EmotionCache;
  cache: PublicDataCache;
  viewport: Viewport;
  consent: ConsentChoice | null;
  data: PublicDataSource;
  /**
   * Shown above the page: the server's preview banner. Both trees render this slot (null in the browser), because
   * useId numbers elements by their place among siblings: a child more on one side gives every form field another
   * id on the server than in the browser, and hydration keeps the server's (error links and descriptions then miss).
   */
  banner?: ReactNode;
  children: ReactNode;
}

/**
 * The same providers wrap the server render and the browser, so hydration matches. The visitor
 * site styles itself with Emotion and the plain theme values (src/public/ui, siteTheme); MUI's
 * ThemeProvider lives inside the dashboard (react-admin's <Admin theme>), so visitors' pages do
 * not load MUI's theme machinery.
 */
export function AppProviders({ emotionCache, cache, viewport, consent, data, banner = null, children }: AppProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      <Baseline />
      <PublicDataContext.Provider value={useMemo(() => ({ source: data, cache }), [data, cache])}>
        <ViewportProvider initial={viewport}>
          <ConsentProvider initial={consent}>
            {banner}
            {children}
          </ConsentProvider>
        </ViewportProvider>
      </PublicDataContext.Provider>
    </CacheProvider>
  );
}

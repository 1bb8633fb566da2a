import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { storeConsentInBrowser, type ConsentChoice } from '../../shared/analytics/consentCookie';
import { createConsentStore, type ConsentState, type ConsentStore } from '../analytics/consentState';

const ConsentContext = createContext<ConsentStore | null>(null);

/**
 * Starts from the answer the server read from the "consent" cookie (like the viewport), so the
 * server's HTML and the first browser render agree: no banner flashing up or away on hydration.
 */
export function ConsentProvider({ initial, children }: { initial: ConsentChoice | null; children: ReactNode }) {
  const [store] = useState(() => createConsentStore(initial, storeConsentInBrowser));
  return <ConsentContext.Provider value={store}>{children}</ConsentContext.Provider>;
}

export function useConsentStore(): ConsentStore {
  const store = useContext(ConsentContext);
  if (!store) throw new Error('useConsentStore needs a ConsentProvider (src/app/AppProviders.tsx)');
  return store;
}

export function useConsentState(): ConsentState {
  const store = useConsentStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { analytics } from '../analytics/analytics';
import { useConsentState } from './ConsentProvider';

/** The history entry and offer last counted: React's double effects and a re-consent count once. */
let lastCounted: string | null = null;

/**
 * Counts an exposé view, also when the visitor consents only while reading it; every visit of the
 * exposé (a new history entry) counts again.
 */
export function useOfferViewed(offerId: string) {
  const granted = useConsentState().choice === 'granted';
  const { key } = useLocation();
  useEffect(() => {
    const visit = `${key}:${offerId}`;
    if (!granted || lastCounted === visit) return;
    lastCounted = visit;
    analytics.track({ type: 'offer_viewed', offerId });
  }, [granted, key, offerId]);
}

import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { analytics } from '../analytics/analytics';
import { createPageViews } from '../analytics/pageViews';
import { referrerHost } from '../../shared/analytics/referrer';
import { useConsentState } from './ConsentProvider';

/** One per page life: the layouts remount on some navigations, the count must not start over. */
const pageView = createPageViews(analytics.track, () => referrerHost(document.referrer, window.location.host));

/**
 * Opens the analytics gate when the visitor has consented (loading the client's chunk then, never
 * before), closes it when they withdraw, and counts a page view on each navigation meanwhile.
 * Effects do not run on the server, so server rendering never touches analytics.
 */
export function useConsentedAnalytics() {
  const granted = useConsentState().choice === 'granted';
  const { pathname } = useLocation();

  // A layout effect: it runs before any component's ordinary effects, so an event a page counts
  // in its own effect on the first render (an exposé view) finds the gate already open.
  useLayoutEffect(() => {
    if (granted) void analytics.enable();
    else analytics.disable();
  }, [granted]);

  useEffect(() => {
    if (granted) pageView(pathname);
  }, [granted, pathname]);
}

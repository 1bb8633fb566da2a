import type { AnalyticsClient } from './client';
import { ANALYTICS_ENDPOINT, type BeaconPayload, type TrackedEvent } from '../../shared/analytics/events';

/** The wire format: only what the server stores, nothing else of the event. */
export function toBeaconPayload(event: TrackedEvent): BeaconPayload {
  const { path, device } = event;
  switch (event.type) {
    case 'page_view':
      return { type: 'page_view', path, device, ...(event.referrer ? { referrer: event.referrer } : {}) };
    case 'offer_viewed':
      return { type: 'offer_viewed', path, device, offer: event.offerId };
    case 'inquiry_sent':
      return { type: 'inquiry_sent', path, device, topic: event.topic };
    case 'filter_used':
      return { type: 'filter_used', path, device, filter: event.filter };
  }
}

export interface BeaconTransport {
  sendBeacon?: (url: string, data: Blob) => boolean;
  fetch: (url: string, init: RequestInit) => Promise<unknown>;
}

const browserTransport = (): BeaconTransport => ({
  sendBeacon: typeof navigator.sendBeacon === 'function' ? (url, data) => navigator.sendBeacon(url, data) : undefined,
  fetch: (url, init) => fetch(url, init),
});

/**
 * Embedded mode: a same-origin beacon to /api/analytics, which keeps daily counters. Nothing is
 * stored on the device and nothing identifies the visitor, so there is nothing to remove on `stop`.
 * sendBeacon survives the page being closed; where it is missing or refuses (a full queue), a
 * keepalive fetch does the same.
 */
export function createEmbeddedAnalytics(transport: BeaconTransport = browserTransport()): AnalyticsClient {
  let active = true;
  return {
    send(event) {
      if (!active) return;
      const body = JSON.stringify(toBeaconPayload(event));
      const blob = new Blob([body], { type: 'application/json' });
      if (transport.sendBeacon?.(ANALYTICS_ENDPOINT, blob)) return;
      transport
        .fetch(ANALYTICS_ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'application/json' } })
        // Statistics are best effort: a lost count must never disturb the visitor.
        .catch(() => {});
    },
    stop() {
      active = false;
    },
    resume() {
      active = true;
    },
  };
}

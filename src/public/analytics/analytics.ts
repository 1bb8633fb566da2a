import type { AnalyticsClient } from './client';
import { deviceClass } from './device';
import type { AnalyticsEvent, TrackedEvent } from '../../shared/analytics/events';
import { trackedPath } from '../../shared/analytics/trackedPath';

/** Events that happen while the client's chunk is still loading; a visitor cannot click faster than this. */
const MAX_PENDING = 20;

export interface Analytics {
  /** Consent given: loads the client (once) and sends what happened meanwhile. */
  enable(): Promise<void>;
  /** Consent refused or withdrawn: drops pending events and stops the client. */
  disable(): void;
  /** Counts an event if, and only if, the visitor has consented; otherwise does nothing at all. */
  track(event: AnalyticsEvent): void;
}

export interface AnalyticsEnvironment {
  load: () => Promise<AnalyticsClient>;
  /** The page the event happens on and the screen width, read when the event happens. */
  location: () => { pathname: string; width: number };
}

/**
 * The consent gate in front of the analytics client. Before consent no client exists, no chunk is
 * requested and `track` is a no-op; the client is a dynamic import loaded by the first `enable`.
 */
export function createAnalytics({ load, location }: AnalyticsEnvironment): Analytics {
  let enabled = false;
  let client: AnalyticsClient | null = null;
  let loading: Promise<void> | null = null;
  let pending: TrackedEvent[] = [];

  const locate = (event: AnalyticsEvent): TrackedEvent | null => {
    const where = location();
    const path = event.type === 'page_view' ? trackedPath(event.path) : trackedPath(where.pathname);
    return path ? { ...event, path, device: deviceClass(where.width) } : null;
  };

  return {
    enable() {
      enabled = true;
      if (client) {
        client.resume();
        return Promise.resolve();
      }
      loading ??= load()
        .then((loaded) => {
          client = loaded;
          if (!enabled) return loaded.stop();
          for (const event of pending.splice(0)) loaded.send(event);
        })
        .catch(() => {
          // No statistics then (an ad blocker, a failed chunk); the page works on. A later enable retries.
          loading = null;
          pending = [];
        });
      return loading;
    },
    disable() {
      enabled = false;
      pending = [];
      client?.stop();
    },
    track(event) {
      if (!enabled) return;
      const located = locate(event);
      if (!located) return;
      if (client) client.send(located);
      else if (pending.length < MAX_PENDING) pending.push(located);
    },
  };
}

/** Chooses the backend's client at build time, so the other one is not even in the bundle. */
function loadConfiguredClient(): Promise<AnalyticsClient> {
  return import.meta.env.VITE_BACKEND === 'firebase'
    ? import('./firebaseAnalytics').then((module) => module.createFirebaseAnalytics())
    : import('./embeddedAnalytics').then((module) => module.createEmbeddedAnalytics());
}

/** The site's one gate; the consent hook (src/public/consent) opens and closes it. */
export const analytics: Analytics = createAnalytics({
  load: loadConfiguredClient,
  location: () => ({ pathname: window.location.pathname, width: window.innerWidth }),
});

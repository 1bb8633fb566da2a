import type { TrackedEvent } from '../../shared/analytics/events';

/**
 * One interface, two backends: the embedded server's first-party beacon (embeddedAnalytics.ts) and
 * Firebase Analytics (firebaseAnalytics.ts). Each is a chunk of its own, loaded only after consent.
 */
export interface AnalyticsClient {
  send(event: TrackedEvent): void;
  /** Consent withdrawn: stop sending and remove whatever the client stored on the device. */
  stop(): void;
  /** Consent given again during the same page life. */
  resume(): void;
}

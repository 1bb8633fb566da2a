import type { inquiryTopics } from '../resources/choices/inquiryTopics';

/**
 * The events the site counts, the same in both backends. They carry no identifier of the visitor:
 * an offer's id, an inquiry's topic or a filter's name at most.
 */
export const FILTER_NAMES = [
  'marketingType',
  'objectType',
  'maxPrice',
  'minRooms',
  'minArea',
  'district',
  'sort',
  'reset',
  'quickSearch',
] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

export type InquiryTopic = (typeof inquiryTopics)[number]['id'];

export type AnalyticsEvent =
  | {
      type: 'page_view';
      path: string;
      /** Host of the page the visitor came from, only with the first page view of a visit. */ referrer?: string;
    }
  | { type: 'offer_viewed'; offerId: string }
  | { type: 'inquiry_sent'; topic: InquiryTopic; offerId?: string }
  | { type: 'filter_used'; filter: FilterName };

export const EVENT_TYPES = [
  'page_view',
  'offer_viewed',
  'inquiry_sent',
  'filter_used',
] as const satisfies readonly AnalyticsEvent['type'][];
export type EventType = (typeof EVENT_TYPES)[number];

/** A screen-size class instead of the user agent: enough to know whether phones matter, and no fingerprint. */
export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** An event as a client sends it: where it happened (see trackedPath) and on what kind of screen. */
export type TrackedEvent = AnalyticsEvent & { path: string; device: DeviceClass };

/** What the embedded client POSTs to /api/analytics (server/analytics/beaconSchema.ts checks it). */
export type BeaconPayload =
  | { type: 'page_view'; path: string; device: DeviceClass; referrer?: string }
  | { type: 'offer_viewed'; path: string; device: DeviceClass; offer: string }
  | { type: 'inquiry_sent'; path: string; device: DeviceClass; topic: InquiryTopic }
  | { type: 'filter_used'; path: string; device: DeviceClass; filter: FilterName };

export const ANALYTICS_ENDPOINT = '/api/analytics';

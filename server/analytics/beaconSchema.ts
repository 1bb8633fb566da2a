import { z } from 'zod';
import { DEVICE_CLASSES, FILTER_NAMES, type EventType, type InquiryTopic } from '../../src/shared/analytics/events';
import { isHostName, normaliseHost } from '../../src/shared/analytics/referrer';
import { offerIdOf, trackedPath } from '../../src/shared/analytics/trackedPath';
import { inquiryTopics } from '../../src/shared/resources/choices/inquiryTopics';
import { endsValidation } from '../../src/shared/resources/validation';

/** What one beacon adds to the daily counters (the day is the server's, never the client's). */
export interface CounterKey {
  path: string;
  referrerHost: string;
  device: (typeof DEVICE_CLASSES)[number];
  event: EventType;
  subject: string;
}

const path = z.string().max(200, endsValidation());
const device = z.enum(DEVICE_CLASSES);
const offerId = z
  .string()
  .max(64, endsValidation())
  .regex(/^[A-Za-z0-9_-]{1,64}$/);
const topics = inquiryTopics.map((topic) => topic.id) as [InquiryTopic, ...InquiryTopic[]];

/** Strict objects: a field the site does not send (an id, a fingerprint) makes the beacon invalid. */
export const beaconSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('page_view'),
    path,
    device,
    referrer: z.string().max(253, endsValidation()).refine(isHostName).optional(),
  }),
  z.strictObject({ type: z.literal('offer_viewed'), path, device, offer: offerId }),
  z.strictObject({ type: z.literal('inquiry_sent'), path, device, topic: z.enum(topics) }),
  z.strictObject({ type: z.literal('filter_used'), path, device, filter: z.enum(FILTER_NAMES) }),
]);

export type ParsedBeacon = { ok: true; key: CounterKey; offerId: string | null } | { ok: false; reason: string };

/**
 * Checks a beacon and turns it into counter keys: the path is normalised with the site's own rule
 * (route pattern, offer id for exposés, never a query string), the referrer reduced to a host
 * other than the site's own, and an exposé view must be about the exposé it was sent from.
 */
export function parseBeacon(body: unknown, ownHost: string): ParsedBeacon {
  const result = beaconSchema.safeParse(body);
  if (!result.success)
    return { ok: false, reason: result.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ') };
  const beacon = result.data;
  const counted = trackedPath(beacon.path);
  if (!counted) return { ok: false, reason: 'path: not a page of the site' };
  const pathOffer = offerIdOf(counted);
  const base = { path: counted, device: beacon.device, event: beacon.type, referrerHost: '', subject: '' };
  switch (beacon.type) {
    case 'page_view':
      return {
        ok: true,
        offerId: pathOffer,
        key: { ...base, referrerHost: (beacon.referrer && normaliseHost(beacon.referrer, ownHost)) || '' },
      };
    case 'offer_viewed':
      if (pathOffer !== beacon.offer) return { ok: false, reason: 'offer: does not match the path' };
      return { ok: true, offerId: pathOffer, key: { ...base, subject: beacon.offer } };
    case 'inquiry_sent':
      return { ok: true, offerId: pathOffer, key: { ...base, subject: beacon.topic } };
    case 'filter_used':
      return { ok: true, offerId: pathOffer, key: { ...base, subject: beacon.filter } };
  }
}

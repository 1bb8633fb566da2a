import { createHash } from 'node:crypto';
import { isCurrentOffer, REFERENCE_STATUSES } from '../../src/shared/resources/propertyScopes';
import type { PortalRecord } from '../../src/shared/resources/portals';
import { listingContext, type ExportItem, type ExportSource } from './exportDocument';
import { immobilieElement, type ListingRecord } from './exportListing';
import { serializeElement } from './xmlWriter';

/** What a portal holds of a listing after the last successful transfer. */
export interface SentListing {
  propertyId: string;
  aktion: string;
  fingerprint: string;
  record: ListingRecord;
}

export interface TransferPlan {
  umfang: 'VOLL' | 'TEIL';
  items: ExportItem[];
  /** The portal's holdings once this transfer has succeeded. */
  after: SentListing[];
}

/**
 * The listing as the portal would see it, pictures by their stored address: any change to what is sent (a field,
 * the contact person, a picture) changes it; an edit of something not sent (internal notes) does not.
 */
export function fingerprint(record: ListingRecord, source: ExportSource): string {
  const pictures = [...record.images, ...record.floorPlans].map((image) => ({
    group: 'BILD' as const,
    title: image.alt,
    path: image.src,
    format: '',
  }));
  const element = immobilieElement({ ...record, updatedAt: '' }, listingContext(record, source, pictures), '');
  return createHash('sha256').update(serializeElement(element)).digest('hex');
}

const isSoldOrLet = (record: ListingRecord) => (REFERENCE_STATUSES as readonly string[]).includes(record.status);

/**
 * Which listings go to this portal, with which `aktion`: VOLL sends every published offer the staff chose the
 * portal for (and, where the portal takes them, the sold and let ones as REFERENZ); TEIL sends only what changed
 * since the last successful transfer – new and changed ones as CHANGE, withdrawn and deleted ones as DELETE.
 */
export function planTransfer(
  portal: Pick<PortalRecord, 'channel' | 'takesReferences'>,
  listings: readonly ListingRecord[],
  sent: ReadonlyMap<string, SentListing>,
  umfang: 'VOLL' | 'TEIL',
  source: ExportSource,
): TransferPlan {
  const chosen = listings.filter((record) => record.published && record.portals.includes(portal.channel));
  const offers = chosen.filter((record) => isCurrentOffer(record));
  const references = portal.takesReferences ? chosen.filter(isSoldOrLet) : [];
  const after: SentListing[] = [
    ...offers.map((record) => ({ propertyId: record.id, aktion: 'CHANGE', fingerprint: fingerprint(record, source), record })),
    ...references.map((record) => ({ propertyId: record.id, aktion: 'REFERENZ', fingerprint: fingerprint(record, source), record })),
  ];
  if (umfang === 'VOLL') {
    return { umfang, after, items: after.map(({ record, aktion }) => ({ record, aktion: aktion === 'REFERENZ' ? 'REFERENZ' : '' })) };
  }
  const items: ExportItem[] = [];
  for (const entry of after) {
    const previous = sent.get(entry.propertyId);
    if (previous && previous.fingerprint === entry.fingerprint && previous.aktion === entry.aktion) continue;
    items.push({ record: entry.record, aktion: entry.aktion as 'CHANGE' | 'REFERENZ' });
  }
  const kept = new Set(after.map((entry) => entry.propertyId));
  // A listing deleted here is described as it was sent: the portal matches it by object number and obid.
  for (const previous of sent.values()) if (!kept.has(previous.propertyId)) items.push({ record: previous.record, aktion: 'DELETE' });
  return { umfang, after, items };
}

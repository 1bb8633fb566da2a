import type { Db } from '../db/database';
import type { PropertyRecord } from '../../src/shared/resources/properties';
import { askingPriceOf } from '../../src/shared/search/offerCriteria';

export type Listing = PropertyRecord & { id: string };

const WATERMARK = 'listings-watermark';

/** Announced to visitors: published and available (a reserved offer is not news). */
export const isAvailable = (listing: Listing) => listing.published === true && listing.status === 'verfuegbar';

/** What the last look saw of a listing. */
export interface SeenListing {
  available: boolean;
  price: number | null;
}

export const seenOf = (listing: Listing): SeenListing => ({ available: isAvailable(listing), price: askingPriceOf(listing) });

/** News for search requests: available now, and before unknown, not available, or dearer. */
export function isNews(now: SeenListing, before: SeenListing | undefined): boolean {
  return now.available && (!before || !before.available || (now.price !== null && before.price !== null && now.price < before.price));
}

/**
 * The listings to announce since the last look: newly published (or available again) and those whose price dropped.
 * It compares each listing changed since the watermark with what the last look saw of it (`search_alert_listings`),
 * so an edit of the text announces nothing, and a listing is judged once however often the run repeats. The very
 * first look only takes note: an existing stock is no news.
 */
export function listingsToAnnounce(db: Db): Listing[] {
  const watermark = db.prepare('SELECT value FROM search_alert_state WHERE name = ?').pluck().get(WATERMARK) as string | undefined;
  const rows = db
    .prepare("SELECT id, data, updated_at FROM documents WHERE collection = 'properties' AND updated_at >= ? ORDER BY updated_at")
    .all(watermark ?? '') as { id: string; data: string; updated_at: string }[];
  const seen = db.prepare('SELECT available, price FROM search_alert_listings WHERE property_id = ?');
  const note = db.prepare(
    'INSERT INTO search_alert_listings (property_id, available, price) VALUES (?, ?, ?) ON CONFLICT (property_id) DO UPDATE SET available = excluded.available, price = excluded.price',
  );
  const announce: Listing[] = [];
  for (const row of rows) {
    const listing = {
      ...(JSON.parse(row.data) as PropertyRecord),
      id: row.id,
    } as Listing;
    const current = seenOf(listing);
    const before = seen.get(row.id) as { available: number; price: number | null } | undefined;
    if (watermark !== undefined && isNews(current, before && { available: before.available === 1, price: before.price }))
      announce.push(listing);
    note.run(row.id, current.available ? 1 : 0, current.price);
  }
  const last = rows.at(-1)?.updated_at ?? watermark ?? '';
  db.prepare('INSERT INTO search_alert_state (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value').run(
    WATERMARK,
    last,
  );
  return announce;
}

/** What the last look saw of listings that no longer exist is of no use. */
export function forgetDeletedListings(db: Db) {
  db.prepare("DELETE FROM search_alert_listings WHERE property_id NOT IN (SELECT id FROM documents WHERE collection = 'properties')").run();
}

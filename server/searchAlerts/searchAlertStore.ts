import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { mailboxOf } from '../mail/mailbox';
import { areasCovering, boroughOf } from '../../src/shared/resources/choices/districts';
import { criteriaColumns, criteriaOf, summaryOf, type AlertRow } from '../../src/shared/search/alertRow';
import { askingPriceOf, type ListingFacts, type OfferCriteria } from '../../src/shared/search/offerCriteria';
import type { AlertFilters, AlertFrequency, AlertStatus, AlertSummary } from '../../src/shared/search/searchAlert';

/**
 * The requests a listing meets: the rules of matchesCriteria (src/shared/search/offerCriteria.ts) turned round, one
 * query over the criteria columns (searchAlertStore.test.ts checks both agree). An unknown value of the listing (no
 * price, no rooms) meets no limit. Requests that already had this listing are left out.
 */
const MATCH_SQL = `SELECT a.* FROM search_alerts a
  WHERE a.confirmed_at IS NOT NULL
    AND (a.marketing_type IS NULL OR a.marketing_type = @marketingType)
    AND (a.object_type IS NULL OR a.object_type = @objectType)
    AND (a.max_price IS NULL OR a.max_price >= @price)
    AND (a.min_rooms IS NULL OR a.min_rooms <= @rooms)
    AND (a.min_area IS NULL OR a.min_area <= @area)
    AND (a.districts IS NULL OR EXISTS (SELECT 1 FROM json_each(a.districts) WHERE json_each.value IN (@district, @borough)))
    AND NOT EXISTS (SELECT 1 FROM search_alert_matches m WHERE m.alert_id = a.id AND m.property_id = @id)`;

const matchParams = (id: string, listing: ListingFacts) => ({
  id,
  marketingType: listing.marketingType ?? null,
  objectType: listing.objectType ?? null,
  district: listing.district ?? null,
  // A request for the listing's whole Stadtbezirk is met too.
  borough: boroughOf(listing.district) ?? null,
  price: askingPriceOf(listing),
  rooms: listing.rooms ?? null,
  area: listing.livingArea ?? null,
});

/** Staff's list filters and page. */
export interface AlertQuery extends AlertFilters {
  offset: number;
  limit: number;
}

/** All SQL of the search requests (migration 9) but the tokens (alertTokens.ts). Callers hold the transactions. */
export class SearchAlertStore {
  constructor(private readonly db: Db) {}

  create(alert: { email: string; name?: string; frequency: AlertFrequency; criteria: OfferCriteria }, origin: string, now: number): string {
    const id = randomBytes(15).toString('base64url');
    this.db
      .prepare(
        `INSERT INTO search_alerts (id, email, name, frequency, marketing_type, object_type, districts, max_price, min_rooms, min_area, origin, created_at, last_click_at)
         VALUES (@id, @email, @name, @frequency, @marketing_type, @object_type, @districts, @max_price, @min_rooms, @min_area, @origin, @now, @now)`,
      )
      .run({
        id,
        email: alert.email,
        name: alert.name ?? null,
        frequency: alert.frequency,
        ...criteriaColumns(alert.criteria),
        origin,
        now,
      });
    return id;
  }

  get(id: string): AlertRow | undefined {
    return this.db.prepare('SELECT * FROM search_alerts WHERE id = ?').get(id) as AlertRow | undefined;
  }

  /** Confirms once; a click on a link also counts as a sign of life. */
  confirm(id: string, now: number) {
    this.db
      .prepare('UPDATE search_alerts SET confirmed_at = coalesce(confirmed_at, ?), last_click_at = ?, reminded_at = NULL WHERE id = ?')
      .run(now, now, id);
  }

  /** A click on a management link: the request is wanted (the 12-month question starts again). */
  touch(id: string, now: number) {
    this.db.prepare('UPDATE search_alerts SET last_click_at = ?, reminded_at = NULL WHERE id = ?').run(now, id);
  }

  update(
    id: string,
    change: {
      name?: string;
      frequency: AlertFrequency;
      criteria: OfferCriteria;
    },
  ) {
    this.db
      .prepare(
        `UPDATE search_alerts SET name = @name, frequency = @frequency, marketing_type = @marketing_type, object_type = @object_type, districts = @districts,
           max_price = @max_price, min_rooms = @min_rooms, min_area = @min_area WHERE id = @id`,
      )
      .run({
        id,
        name: change.name ?? null,
        frequency: change.frequency,
        ...criteriaColumns(change.criteria),
      });
  }

  /** Deletes the request; its tokens and announced listings go with it (foreign keys). */
  delete(id: string): boolean {
    return this.db.prepare('DELETE FROM search_alerts WHERE id = ?').run(id).changes === 1;
  }

  /**
   * Confirmations mailed to an address's mailbox recently: requests created since `since` for any spelling of it
   * (`Name+1@`, `n.ame@gmail.com`; mailboxOf). The hour's requests are few (10 per client address), so they are
   * compared here rather than by a stored column.
   */
  recentRequestsFor(email: string, since: number): number {
    const mailbox = mailboxOf(email);
    const recent = this.db.prepare('SELECT email FROM search_alerts WHERE created_at >= ?').pluck().all(since) as string[];
    return recent.filter((address) => mailboxOf(address) === mailbox).length;
  }

  /** The active requests the listing meets and that have not had it yet. */
  matching(id: string, listing: ListingFacts): AlertRow[] {
    return this.db.prepare(MATCH_SQL).all(matchParams(id, listing)) as AlertRow[];
  }

  /** How many active requests the listing meets (the dashboard's figure before publishing), whether announced or not. */
  countMatching(listing: ListingFacts): number {
    return this.db.prepare(`SELECT count(*) FROM (${MATCH_SQL})`).pluck().get(matchParams('', listing)) as number;
  }

  /** Records that the listing was announced to the request (or is waiting for its digest); false when it already was. */
  recordMatch(alertId: string, propertyId: string, now: number, digest: boolean): boolean {
    return (
      this.db
        .prepare('INSERT OR IGNORE INTO search_alert_matches (alert_id, property_id, matched_at, digest_pending) VALUES (?, ?, ?, ?)')
        .run(alertId, propertyId, now, digest ? 1 : 0).changes === 1
    );
  }

  /** Requests with listings waiting for the digest, and those listings. */
  pendingDigests(): { alert: AlertRow; propertyIds: string[] }[] {
    const rows = this.db
      .prepare('SELECT m.alert_id, m.property_id FROM search_alert_matches m WHERE m.digest_pending = 1 ORDER BY m.alert_id, m.matched_at')
      .all() as { alert_id: string; property_id: string }[];
    const byAlert = new Map<string, string[]>();
    for (const row of rows) byAlert.set(row.alert_id, [...(byAlert.get(row.alert_id) ?? []), row.property_id]);
    return [...byAlert].flatMap(([id, propertyIds]) => {
      const alert = this.get(id);
      return alert ? [{ alert, propertyIds }] : [];
    });
  }

  digestSent(alertId: string) {
    this.db.prepare('UPDATE search_alert_matches SET digest_pending = 0 WHERE alert_id = ? AND digest_pending = 1').run(alertId);
  }

  /** Unconfirmed requests older than `before`: deleted, they never agreed to anything. */
  deleteUnconfirmedBefore(before: number): string[] {
    return this.db
      .prepare('DELETE FROM search_alerts WHERE confirmed_at IS NULL AND created_at < ? RETURNING id')
      .pluck()
      .all(before) as string[];
  }

  /** Active requests without a click since `before` that were not asked yet. */
  dueForReminder(before: number): AlertRow[] {
    return this.db
      .prepare('SELECT * FROM search_alerts WHERE confirmed_at IS NOT NULL AND reminded_at IS NULL AND last_click_at < ?')
      .all(before) as AlertRow[];
  }

  reminded(id: string, now: number) {
    this.db.prepare('UPDATE search_alerts SET reminded_at = ? WHERE id = ?').run(now, id);
  }

  /** Requests asked before `before` that got no click since: deleted. */
  deleteUnansweredBefore(before: number): string[] {
    return this.db
      .prepare('DELETE FROM search_alerts WHERE reminded_at IS NOT NULL AND reminded_at < ? RETURNING id')
      .pluck()
      .all(before) as string[];
  }

  /** The list in SQL; Firebase mode filters the same way in the browser (matchesAlertFilters). */
  list(query: AlertQuery): { entries: AlertSummary[]; total: number } {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.status) where.push(query.status === 'aktiv' ? 'confirmed_at IS NOT NULL' : 'confirmed_at IS NULL');
    if (query.email) {
      where.push("email LIKE ? ESCAPE '\\'");
      params.push(`%${query.email.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    }
    if (query.marketingType) {
      where.push('marketing_type = ?');
      params.push(query.marketingType);
    }
    if (query.objectType) {
      where.push('object_type = ?');
      params.push(query.objectType);
    }
    if (query.district) {
      // A Stadtteil also finds the requests for its whole Stadtbezirk, as matchesAlertFilters does.
      const areas = areasCovering(query.district);
      where.push(`EXISTS (SELECT 1 FROM json_each(districts) WHERE json_each.value IN (${areas.map(() => '?').join(', ')}))`);
      params.push(...areas);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const rows = this.db
      .prepare(
        `SELECT a.*, (SELECT count(*) FROM search_alert_matches m WHERE m.alert_id = a.id) AS announced FROM search_alerts a ${clause}
         ORDER BY created_at DESC, id LIMIT ? OFFSET ?`,
      )
      .all(...params, query.limit, query.offset) as (AlertRow & {
      announced: number;
    })[];
    const total = this.db
      .prepare(`SELECT count(*) FROM search_alerts ${clause}`)
      .pluck()
      .get(...params) as number;
    return { entries: rows.map((row) => summaryOf(row, row.announced)), total };
  }

  counts(): Record<AlertStatus, number> {
    const row = this.db
      .prepare(
        'SELECT count(*) FILTER (WHERE confirmed_at IS NOT NULL) AS aktiv, count(*) FILTER (WHERE confirmed_at IS NULL) AS unbestaetigt FROM search_alerts',
      )
      .get() as Record<AlertStatus, number>;
    return row;
  }

  /** The criteria of every active request, for the aggregated demand figures. */
  activeCriteria(marketingType: string): OfferCriteria[] {
    return (
      this.db
        .prepare('SELECT * FROM search_alerts WHERE confirmed_at IS NOT NULL AND (marketing_type IS NULL OR marketing_type = ?)')
        .all(marketingType) as AlertRow[]
    ).map(criteriaOf);
  }
}

import type { Db } from '../db/database';
import { DEVICE_CLASSES, FILTER_NAMES, type DeviceClass, type FilterName } from '../../src/shared/analytics/events';
import type { VisitorSummary } from '../../src/shared/analytics/summary';
import type { CounterKey } from './beaconSchema';
import { cologneDay, lastDays, shiftDay } from './cologneDay';

/** How many offers the summary lists. */
const TOP_OFFERS = 10;
const TOP_REFERRERS = 8;

/** Counters older than this are deleted: the dashboard shows at most a year, plus a month's margin. */
export const RETENTION_DAYS = 395;
/** The counter of inquiries the retention job deleted (day, offer; no personal data). */
const EXPIRED_INQUIRY = 'inquiry_expired';

interface CountRow {
  key: string;
  count: number;
}

/**
 * The visitor statistics of the embedded backend: one row per day and combination of page,
 * referring host, device class, event and subject, holding a number. Nothing in it can be traced
 * back to a visitor. All SQL of the statistics lives here, with bound parameters only.
 */
export class AnalyticsRepository {
  private readonly increment;
  private readonly offerExistsStatement;

  constructor(private readonly db: Db) {
    this.increment = db.prepare(
      `INSERT INTO analytics_daily (day, path, referrer_host, device, event, subject, count) VALUES (?, ?, ?, ?, ?, ?, 1)
       ON CONFLICT (day, path, referrer_host, device, event, subject) DO UPDATE SET count = count + 1`,
    );
    this.offerExistsStatement = db.prepare(`SELECT 1 FROM documents WHERE collection = 'properties' AND id = ?`).pluck();
  }

  record(day: string, key: CounterKey) {
    this.increment.run(day, key.path, key.referrerHost, key.device, key.event, key.subject);
  }

  /**
   * An inquiry deleted by the retention job stays in the figures as a count of its day and offer, without anything of
   * the person (server/retention/).
   */
  countExpiredInquiry(createdAt: string, property: string | null) {
    this.increment.run(cologneDay(Date.parse(createdAt)), '', '', '', EXPIRED_INQUIRY, property ?? '');
  }

  /** Beacons about offers that do not exist would only fill the table with junk. */
  offerExists(id: string): boolean {
    return this.offerExistsStatement.get(id) !== undefined;
  }

  /** Deletes counters older than the retention period; returns how many rows went. */
  purge(today: string): number {
    return this.db.prepare('DELETE FROM analytics_daily WHERE day < ?').run(shiftDay(today, -RETENTION_DAYS)).changes;
  }

  private counts(sql: string, ...params: unknown[]): CountRow[] {
    return this.db.prepare(sql).all(...params) as CountRow[];
  }

  summary(now: number, dayCount: number): VisitorSummary {
    const to = cologneDay(now);
    const days = lastDays(to, dayCount);
    const from = days[0];
    const range = [from, to] as const;

    const perDay = new Map(
      this.counts(
        `SELECT day AS key, sum(count) AS count FROM analytics_daily WHERE event = 'page_view' AND day BETWEEN ? AND ? GROUP BY day`,
        ...range,
      ).map((row) => [row.key, row.count]),
    );
    const eventTotals = new Map(
      this.counts(`SELECT event AS key, sum(count) AS count FROM analytics_daily WHERE day BETWEEN ? AND ? GROUP BY event`, ...range).map(
        (row) => [row.key, row.count],
      ),
    );
    const offerViews = this.counts(
      `SELECT subject AS key, sum(count) AS count FROM analytics_daily WHERE event = 'offer_viewed' AND day BETWEEN ? AND ? GROUP BY subject`,
      ...range,
    );
    const inquiries = this.inquiriesInPeriod(from, to);

    const offers = new Map<string, { views: number; inquiries: number }>();
    for (const row of offerViews) offers.set(row.key, { views: row.count, inquiries: 0 });
    for (const [id, count] of inquiries.perOffer) offers.set(id, { views: offers.get(id)?.views ?? 0, inquiries: count });
    const ranked = [...offers.entries()]
      .sort(([idA, a], [idB, b]) => b.views - a.views || b.inquiries - a.inquiries || idA.localeCompare(idB))
      .slice(0, TOP_OFFERS);
    const titles = this.offerTitles(ranked.map(([id]) => id));

    const referrers = this.counts(
      `SELECT referrer_host AS key, sum(count) AS count FROM analytics_daily WHERE event = 'page_view' AND referrer_host <> '' AND day BETWEEN ? AND ?
       GROUP BY referrer_host ORDER BY count DESC, key LIMIT ?`,
      ...range,
      TOP_REFERRERS,
    );
    const devices = new Map(
      this.counts(
        `SELECT device AS key, sum(count) AS count FROM analytics_daily WHERE event = 'page_view' AND day BETWEEN ? AND ? GROUP BY device`,
        ...range,
      ).map((row) => [row.key, row.count]),
    );
    const filters = this.counts(
      `SELECT subject AS key, sum(count) AS count FROM analytics_daily WHERE event = 'filter_used' AND day BETWEEN ? AND ? GROUP BY subject ORDER BY count DESC, key`,
      ...range,
    ).filter((row) => (FILTER_NAMES as readonly string[]).includes(row.key));

    return {
      from,
      to,
      days: days.map((day) => ({ day, pageViews: perDay.get(day) ?? 0 })),
      topOffers: ranked.map(([id, counts]) => ({ id, title: titles.get(id) ?? null, ...counts })),
      totals: {
        pageViews: eventTotals.get('page_view') ?? 0,
        offerViews: eventTotals.get('offer_viewed') ?? 0,
        filterUses: eventTotals.get('filter_used') ?? 0,
        inquiries: inquiries.total,
        trackedInquiries: eventTotals.get('inquiry_sent') ?? 0,
      },
      referrers: referrers.map((row) => ({ host: row.key, pageViews: row.count })),
      devices: DEVICE_CLASSES.map((device: DeviceClass) => ({ device, pageViews: devices.get(device) ?? 0 })),
      filters: filters.map((row) => ({ filter: row.key as FilterName, uses: row.count })),
    };
  }

  /**
   * Inquiries received in the period, from the inquiries collection (documents of server/db/documentStore.ts):
   * only their time and the offer they are about are read, never what the sender wrote. Days are
   * Cologne days, so the UTC timestamps are compared after conversion.
   */
  private inquiriesInPeriod(from: string, to: string) {
    const rows = this.db
      .prepare(
        `SELECT json_extract(data, '$.property') AS property, created_at AS createdAt FROM documents WHERE collection = 'inquiries' AND created_at >= ?`,
      )
      .all(`${shiftDay(from, -1)}T00:00:00.000Z`) as { property: string | null; createdAt: string }[];
    const perOffer = new Map<string, number>();
    let total = 0;
    const expired = this.counts(
      `SELECT subject AS key, sum(count) AS count FROM analytics_daily WHERE event = ? AND day BETWEEN ? AND ? GROUP BY subject`,
      EXPIRED_INQUIRY,
      from,
      to,
    );
    for (const row of expired) {
      total += row.count;
      if (row.key) perOffer.set(row.key, (perOffer.get(row.key) ?? 0) + row.count);
    }
    for (const row of rows) {
      const day = cologneDay(Date.parse(row.createdAt));
      if (day < from || day > to) continue;
      total += 1;
      if (row.property) perOffer.set(row.property, (perOffer.get(row.property) ?? 0) + 1);
    }
    return { total, perOffer };
  }

  private offerTitles(ids: string[]): Map<string, string> {
    if (ids.length === 0) return new Map();
    const rows = this.db
      .prepare(
        `SELECT id, json_extract(data, '$.title') AS title FROM documents WHERE collection = 'properties' AND id IN (${ids.map(() => '?').join(', ')})`,
      )
      .all(...ids) as { id: string; title: string | null }[];
    return new Map(rows.filter((row) => row.title).map((row) => [row.id, row.title!]));
  }
}

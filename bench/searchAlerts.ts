// The search requests' budgets (docs/search-alerts.md): matching one new listing against 10,000 active requests in
// SQLite, and a daily digest run, in this process with the server's own code on a scratch database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cologneDistricts } from '../src/shared/resources/choices/districts';
import { objectTypes } from '../src/shared/resources/choices/property';
import type { ListingFacts, OfferCriteria } from '../src/shared/search/offerCriteria';
import { openDatabase } from '../server/db/database';
import { DocumentStore } from '../server/db/documentStore';
import { OutboxQueue } from '../server/mail/outboxQueue';
import { OutboxViews } from '../server/mail/outboxViews';
import { runSearchAlerts } from '../server/searchAlerts/alertRun';
import { SearchAlertStore } from '../server/searchAlerts/searchAlertStore';
import { sqliteAlertData } from '../server/searchAlerts/sqliteAlertData';
import { agency, offer } from '../test-support/firebase/records';

export interface SearchAlertFigures {
  /** Median of 50 matchings of one listing against 10,000 requests. */
  matchMs: number;
  /** Requests the listings matched on average. */
  matchedPerListing: number;
  /** One digest run: 1,000 daily requests with 3 new listings each, mails composed and queued. */
  digestMs: number;
  digestMails: number;
}

const REQUESTS = 10_000;
const LISTINGS = 10_000;
const DIGESTS = 1_000;
/** The digest pass's time: 08:00 in Cologne; the requests were confirmed the day before (no 12-month question due). */
const DIGEST_AT = Date.parse('2026-03-02T07:00:00Z');
const CONFIRMED_AT = DIGEST_AT - 24 * 60 * 60 * 1000;

export async function searchAlertFigures(): Promise<SearchAlertFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-alerts-'));
  const db = openDatabase(join(dir, 'content.sqlite'));
  try {
    const alerts = new SearchAlertStore(db);
    const store = new DocumentStore(db);
    const districts = cologneDistricts.map((district) => district.id);
    const types = objectTypes.map((type) => type.id);
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)];

    db.transaction(() => {
      for (let index = 0; index < REQUESTS; index++) {
        const marketingType = pick(['kauf', 'miete'] as const);
        const criteria: OfferCriteria = {
          marketingType,
          ...(next() < 0.7 && { objectType: pick(types) }),
          ...(next() < 0.7 && { districts: [...new Set([pick(districts), pick(districts)])].sort() as OfferCriteria['districts'] }),
          ...(next() < 0.6 && {
            maxPrice: marketingType === 'kauf' ? 300_000 + Math.floor(next() * 900_000) : 700 + Math.floor(next() * 2000),
          }),
          ...(next() < 0.4 && { minRooms: pick([2, 3, 4]) }),
        };
        const frequency = index < DIGESTS ? 'taeglich' : 'sofort';
        const id = alerts.create({ email: `interessent${index}@example.org`, frequency, criteria }, 'https://www.example.de', CONFIRMED_AT);
        alerts.confirm(id, CONFIRMED_AT);
      }
      store.create('settings', agency, null, 'agency');
      for (let index = 0; index < LISTINGS; index++) {
        const marketingType = pick(['kauf', 'miete']);
        store.create(
          'properties',
          offer(`Angebot ${index}`, {
            marketingType,
            objectType: pick(types),
            district: pick(districts),
            price: marketingType === 'kauf' ? 250_000 + Math.floor(next() * 1_000_000) : undefined,
            coldRent: marketingType === 'miete' ? 600 + Math.floor(next() * 2500) : undefined,
          }),
          null,
          `p${index}`,
        );
      }
    })();

    const listings = Array.from({ length: 50 }, (_, index) => store.get('properties', `p${index}`)!);
    const times: number[] = [];
    let matched = 0;
    for (const listing of listings) {
      const started = performance.now();
      matched += alerts.matching(listing.id, listing as ListingFacts).length;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);

    // Three pending listings for each daily request, then one digest pass at 08:00 in Cologne.
    db.transaction(() => {
      for (let index = 0; index < DIGESTS; index++) {
        const id = db.prepare('SELECT id FROM search_alerts WHERE email = ?').pluck().get(`interessent${index}@example.org`) as string;
        for (let listing = 0; listing < 3; listing++) alerts.recordMatch(id, `p${(index * 3 + listing) % LISTINGS}`, 0, true);
      }
      // The listings are known to the job already: the pass does nothing but the digests.
      db.prepare("INSERT INTO search_alert_state (name, value) VALUES ('listings-watermark', '9999')").run();
    })();
    const outbox = new OutboxQueue(db);
    const started = performance.now();
    await runSearchAlerts(
      {
        alerts: sqliteAlertData({
          db,
          store,
          alerts,
          enqueue: (mails) => mails.forEach((mail) => outbox.enqueue(mail, 0)),
          forgetMails: () => {},
        }),
        from: undefined,
        log: { info() {} },
      },
      DIGEST_AT,
    );
    const digestMs = performance.now() - started;
    return {
      matchMs: times[Math.floor(times.length / 2)],
      matchedPerListing: matched / listings.length,
      digestMs,
      digestMails: new OutboxViews(db).counts().pending,
    };
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

// `npx tsx bench/searchAlerts.ts` measures this part alone.
if (import.meta.url === `file://${process.argv[1]}`) console.log(await searchAlertFigures());

// npm run bench — builds, starts the server on scratch data, measures every budget of
// docs/performance.md in one run, prints one table and writes bench/results.json.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuild } from '../scripts/buildAll';
import { budgets, lighthousePages } from './budgets';
import { exposePdfFigures } from './exposePdf';
import { firstTapFigures, formatTapTable } from './firstTap';
import { runLighthouse } from './lighthouse';
import { searchAlertFigures } from './searchAlerts';
import { measure } from './load';
import { scaleComparison, scaleFigures } from './scale';
import { startServer } from './server';

interface Row {
  figure: string;
  value: number;
  budget: number;
  unit: string;
  /** true when a higher value is better. */
  atLeast: boolean;
}

const rows: Row[] = [];
const add = (figure: string, value: number, budget: number, unit: string, atLeast = false) =>
  rows.push({ figure, value, budget, unit, atLeast });
const ok = (row: Row) => (row.atLeast ? row.value >= row.budget : row.value <= row.budget);

await ensureBuild();

// 1. Lighthouse and JavaScript weight on the demo site.
const demo = await startServer(4890, {
  DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-demo-')),
  SEED_DEMO: 'true',
  ADMIN_PASSWORD: 'bench-passwort-123',
});
const [offer] = (await (
  await fetch(`${demo.origin}/api/properties?filter=${encodeURIComponent('{"status":"verfuegbar"}')}&range=[0,0]`)
).json()) as { id: string }[];
const urls = lighthousePages.map((page) => demo.origin + (page === '<expose>' ? `/angebote/${offer.id}` : page));
// The median of three runs per page: one Lighthouse run's TBT varies by about ±20 ms on this machine.
const lighthouse = await runLighthouse(urls, { runs: 3 });
for (const page of lighthouse) {
  const path = new URL(page.url).pathname;
  add(`Lighthouse Performance ${path}`, page.performance, page.blockedPerformance - budgets.lighthouse.performanceBelowBlocked, '', true);
  add(`Lighthouse Accessibility ${path}`, page.accessibility, budgets.lighthouse.accessibility, '', true);
  add(`Lighthouse Best Practices ${path}`, page.bestPractices, budgets.lighthouse.bestPractices, '', true);
  add(`Lighthouse SEO ${path}`, page.seo, budgets.lighthouse.seo, '', true);
  add(`CLS ${path}`, page.cls, budgets.lighthouse.cls, '');
  add(`TBT ${path}`, page.tbtMs, budgets.lighthouse.tbtMs, 'ms');
  // gzip sizes of the visit's scripts in the build (bench/lighthouse.ts); the Brotli bytes Chromium received are
  // in results.json (jsTransferBytes), for information only.
  add(`JavaScript first visit ${path}`, page.jsGzipBytes / 1024, budgets.firstVisitJsBytes / 1024, 'KB gzip');
}

// 2. The first tap of each control against its later taps, on a phone with the CPU slowed 4× (bench/firstTap.ts).
const taps = await firstTapFigures(demo.origin);
for (const tap of taps) add(`Erster Tap − späterer: ${tap.name}`, tap.firstMs - tap.laterMs, budgets.firstTapExtraMs, 'ms');

// 3. Throughput: rendered pages against a static file of the same server, in the same run.
const staticFile = await measure(demo.origin, '/favicon.svg');
for (const path of ['/', '/angebote']) {
  const page = await measure(demo.origin, path);
  add(`Requests/s ${path} ÷ static file`, page.requestsPerSecond / staticFile.requestsPerSecond, budgets.pageToStaticRatio, '', true);
  add(`p99 ${path} (50 connections)`, page.p99Ms, budgets.pageP99Ms, 'ms');
}
const apiList = await measure(
  demo.origin,
  `/api/properties?filter=${encodeURIComponent('{"marketingType":"miete","rooms_gte":2}')}&sort=${encodeURIComponent('["price","ASC"]')}&range=[0,11]`,
);
add('p99 API list (50 connections)', apiList.p99Ms, budgets.apiListP99Ms, 'ms');
await demo.stop();

// 4. Scale: the same filtered requests and a search at 100 and at 10,000 properties (100,000 inquiries), in alternating bursts, every
//    request with a URL of its own so that no response cache answers; the servers' peak memory (bench/scale.ts).
const [small, large] = await scaleComparison();
for (const row of scaleFigures(small, large)) add(row.figure, row.value, row.budget, row.unit, row.atLeast);

// 5. The exposé PDF: a cold render (a new listing version) with 12 pictures, and its size (bench/exposePdf.ts).
const expose = await exposePdfFigures();
add('Exposé-PDF neu erzeugen (12 Bilder)', expose.coldMs, budgets.exposePdfColdMs, 'ms');
add('Exposé-PDF Größe (12 Bilder)', expose.bytes / 1024, budgets.exposePdfBytes / 1024, 'KB');

// 6. Search requests: one new listing against 10,000 requests, and a daily digest pass (bench/searchAlerts.ts).
const searchAlerts = await searchAlertFigures();
add('Suchauftrag: 1 Angebot gegen 10.000 Aufträge', searchAlerts.matchMs, budgets.searchAlertMatchMs, 'ms');
add('Suchauftrag: Tagesübersicht 1.000 Aufträge', searchAlerts.digestMs, budgets.searchAlertDigestMs, 'ms');

// Report.
const format = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 3 : 1));
console.log('\n' + ['Kennzahl'.padEnd(46), 'Messwert'.padStart(12), 'Budget'.padStart(14), ''].join(' '));
for (const row of rows) {
  const budget = `${row.atLeast ? '≥' : '≤'} ${format(row.budget)}`;
  console.log(
    [row.figure.padEnd(46), `${format(row.value)} ${row.unit}`.padStart(12), budget.padStart(14), ok(row) ? 'ok' : 'VERFEHLT'].join(' '),
  );
}
writeFileSync(
  join(import.meta.dirname, 'results.json'),
  JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      rows: rows.map((row) => ({ ...row, ok: ok(row) })),
      lighthouse,
      taps,
      staticFile,
      apiList,
      small,
      large,
      expose,
      searchAlerts,
    },
    null,
    2,
  ) + '\n',
);
console.log('\n' + formatTapTable(taps));
const missed = rows.filter((row) => !ok(row));
console.log(missed.length ? `\n${missed.length} Budget(s) verfehlt.` : '\nAlle Budgets eingehalten.');
process.exit(missed.length ? 1 : 0);

// The scale part of `npm run bench`; runs alone too: `node --import tsx bench/scale.ts` (builds if needed,
// about 2 minutes). Compares the same filtered, sorted requests and a search at 100 and at 10,000 properties.
import autocannon from 'autocannon';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild } from '../scripts/buildAll';
import { openDatabase } from '../server/db/database';
import { DocumentStore } from '../server/db/documentStore';
import { DB_FILE, PID_FILE } from '../server/ops/backup';
import { cologneDistricts } from '../src/shared/resources/choices/districts';
import { resourceList } from '../src/shared/resources/registry';
import { budgets } from './budgets';
import { startServer, type RunningServer } from './server';

/** A scratch data directory with `properties` offers and `inquiries` leads, written in one transaction. */
export function scratchDatabase(properties: number, inquiries: number): string {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${properties}-`));
  const db = openDatabase(join(dataDir, DB_FILE));
  const store = new DocumentStore(db);
  store.ensureIndexes(resourceList);
  const ids: string[] = [];
  db.transaction(() => {
    for (let n = 0; n < properties; n++) {
      const rent = n % 2 === 0;
      const area = 40 + (n % 160);
      const district = cologneDistricts[n % cologneDistricts.length].id;
      const record = store.create(
        'properties',
        {
          title: `${2 + (n % 4)}-Zimmer-Wohnung Nr. ${n} in ${district}`,
          marketingType: rent ? 'miete' : 'kauf',
          usage: 'wohnen',
          objectType: n % 5 === 0 ? 'haus' : 'wohnung',
          status: n % 7 === 0 ? 'reserviert' : 'verfuegbar',
          published: n % 10 !== 0,
          postcode: '50937',
          city: 'Köln',
          district,
          price: rent ? null : area * (4000 + (n % 35) * 100),
          coldRent: rent ? area * (11 + (n % 6)) : null,
          livingArea: area,
          rooms: 2 + (n % 4),
          energyCertificateType: 'liegt-nicht-vor',
          features: n % 3 === 0 ? ['balkon'] : [],
          images: [],
        },
        'bench',
      );
      ids.push(record.id);
    }
    for (let n = 0; n < inquiries; n++) {
      store.create(
        'inquiries',
        {
          name: `Interessent ${n}`,
          email: `person${n}@example.de`,
          topic: 'expose',
          property: ids[n % ids.length],
          message: 'Bitte senden Sie mir das Exposé.',
          privacyConsent: true,
          status: 'neu',
        },
        null,
      );
    }
  })();
  db.close();
  return dataDir;
}

/** A request path per request number: every request has a URL of its own, so no response cache answers it. */
type UniquePath = (n: number) => string;
const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/**
 * The filtered, sorted offer list a visitor asks for, and a filtered, sorted API list. Both fill their page at either
 * size (9 and 12 of about 20 at 100 properties; samePageSize checks the API list), so the ratio weighs the data's
 * growth, not answers of different length. The page is rendered anew for a parameter it does not read (`bench-lauf`);
 * the API's cache key ignores such parameters, so its requests differ in an upper bound of the rooms that every
 * listing meets (a condition the list index answers with the others).
 */
export const scalePagePath: UniquePath = (n) => `/angebote?vermarktung=miete&zimmer-ab=3&sortierung=preis-aufsteigend&bench-lauf=${n}`;
export const scaleApiPath: UniquePath = (n) =>
  `/api/properties?filter=${json({ marketingType: 'miete', rooms_gte: 3, rooms_lte: 1_000_000 + n })}&sort=${json(['livingArea', 'DESC'])}&range=[0,11]`;
/** A visitor's search for a word no listing has, a new one each time: what a cache never answers (0 records at either size). */
export const scaleSearchPath: UniquePath = (n) => `/api/properties?filter=${json({ q: `suchwort${n}` })}&range=[0,11]`;

/**
 * Fails unless every server returns as many records for the API list: with 100 properties a narrow filter (one
 * district and a price) found 2 where 10,000 filled a page of 24, and the ratio measured 12 times the answer.
 */
async function samePageSize(servers: RunningServer[], path: string) {
  const counts = await Promise.all(
    servers.map(async (server) => {
      const records: unknown = await (await fetch(server.origin + path)).json();
      if (!Array.isArray(records)) throw new Error(`${path}: no list of records from ${server.origin}`);
      return records.length;
    }),
  );
  if (new Set(counts).size > 1)
    throw new Error(`${path}: ${counts.join(' vs. ')} records; choose filters that fill the page at every size`);
}

/** Requests numbered across all runs. */
let sent = 0;

export interface UncachedLoad {
  path: string;
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  meanMs: number;
  /** The highest p99 of the bursts. */
  p99Ms: number;
}

/**
 * autocannon on loopback like bench/load.ts, but every request has a URL of its own (`pathOf(<n>)`) that the response
 * cache keeps apart, so this measures the database and rendering path, with the same work per request.
 */
async function measureUncached(
  origin: string,
  pathOf: UniquePath,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<UncachedLoad> {
  let hits = 0;
  const path = pathOf(0);
  const result = await autocannon({
    url: origin + path,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip, br', accept: 'text/html,application/json' },
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: pathOf(++sent) }),
        onResponse: (_status, _body, _context, headers) => {
          if (
            Object.entries(headers ?? {}).some(([name, value]) => name.toLowerCase() === 'x-cache' && String(value).toUpperCase() === 'HIT')
          )
            hits++;
        },
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
  // Unique requests never hit; a hit would mean the cache's key ignores what varies, and this would measure the cache.
  if (hits > 0) throw new Error(`${path}: ${hits} answers came from the response cache`);
  const requests = result.requests.total;
  return {
    path,
    requests,
    seconds: result.duration,
    requestsPerSecond: requests / result.duration,
    meanMs: result.latency.mean,
    p99Ms: result.latency.p99,
  };
}

/** Bursts of one request path taken together. */
function combined(bursts: UncachedLoad[]): UncachedLoad {
  const requests = bursts.reduce((sum, burst) => sum + burst.requests, 0);
  const seconds = bursts.reduce((sum, burst) => sum + burst.seconds, 0);
  return {
    path: bursts[0].path,
    requests,
    seconds,
    requestsPerSecond: requests / seconds,
    meanMs: bursts.reduce((sum, burst) => sum + burst.meanMs * burst.requests, 0) / requests,
    p99Ms: Math.max(...bursts.map((burst) => burst.p99Ms)),
  };
}

export interface ServerMemory {
  /** Resident memory when the server had started. */
  startRssBytes: number;
  /** Resident memory after the measurements. */
  rssBytes: number;
  /** The highest resident memory of the process during the whole run (VmHWM). */
  peakRssBytes: number;
}

/** Resident memory of the server process (Linux: /proc), found through the pid file it writes into its data directory. */
function residentMemory(dataDir: string): { rssBytes: number; peakRssBytes: number } {
  const pid = Number(readFileSync(join(dataDir, PID_FILE), 'utf8'));
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const bytes = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rssBytes: bytes('VmRSS'), peakRssBytes: bytes('VmHWM') };
}

export interface ScaleRun {
  properties: number;
  inquiries: number;
  page: UncachedLoad;
  api: UncachedLoad;
  /** A search for a word no listing has (scaleSearchPath). */
  search: UncachedLoad;
  /**
   * The API list at 50 connections, uncached: in results.json, not in the table. The budget p99 < 25 ms is the demo
   * server's row (one repeated URL); uncached, 50 connections queue behind each other on two cores at any size.
   */
  api50: UncachedLoad;
  memory: ServerMemory;
}

const BURST_SECONDS = 2;
const ROUNDS = 3;

/**
 * The production server on a scratch database of each size, both running; the offer page and the API list are
 * measured in alternating bursts (ROUNDS × BURST_SECONDS per size), so that other work on the machine weighs on
 * both sizes alike and the ratio stays fair. Then each server's memory.
 */
export async function scaleComparison(
  sizes: readonly { properties: number; inquiries: number }[] = [
    { properties: 100, inquiries: 1_000 },
    { properties: 10_000, inquiries: 100_000 },
  ],
): Promise<ScaleRun[]> {
  const dataDirs: string[] = [];
  const servers: RunningServer[] = [];
  try {
    for (const [index, size] of sizes.entries()) {
      dataDirs.push(scratchDatabase(size.properties, size.inquiries));
      // Without the visitors' read limit: this measures throughput, and every request is a read the cache cannot answer.
      servers.push(
        await startServer(4891 + index, {
          DATA_DIR: dataDirs[index],
          SEED_DEMO: 'false',
          ADMIN_PASSWORD: 'bench-passwort-123',
          VISITOR_READS_PER_MINUTE: '0',
        }),
      );
    }
    const start = dataDirs.map(residentMemory);
    const each = async (pathOf: UniquePath, connections: number, seconds: number) => {
      const loads: UncachedLoad[] = [];
      for (const server of servers) loads.push(await measureUncached(server.origin, pathOf, { connections, seconds }));
      return loads;
    };
    await samePageSize(servers, scaleApiPath(0));
    await samePageSize(servers, scaleSearchPath(0));
    // Warm-up, the same for all sizes: compiled code and SQLite's page cache as after a visitor's first requests.
    await each(scalePagePath, 10, 1);
    await each(scaleApiPath, 10, 1);
    await each(scaleSearchPath, 10, 1);
    const bursts = {
      page: sizes.map((): UncachedLoad[] => []),
      api: sizes.map((): UncachedLoad[] => []),
      search: sizes.map((): UncachedLoad[] => []),
    };
    for (let round = 0; round < ROUNDS; round++) {
      (await each(scalePagePath, 10, BURST_SECONDS)).forEach((load, index) => bursts.page[index].push(load));
      (await each(scaleApiPath, 10, BURST_SECONDS)).forEach((load, index) => bursts.api[index].push(load));
      (await each(scaleSearchPath, 10, BURST_SECONDS)).forEach((load, index) => bursts.search[index].push(load));
    }
    const api50 = sizes.map((): UncachedLoad[] => []);
    for (let round = 0; round < 2; round++) (await each(scaleApiPath, 50, 2.5)).forEach((load, index) => api50[index].push(load));
    return sizes.map((size, index) => ({
      ...size,
      page: combined(bursts.page[index]),
      api: combined(bursts.api[index]),
      search: combined(bursts.search[index]),
      api50: combined(api50[index]),
      memory: { startRssBytes: start[index].rssBytes, ...residentMemory(dataDirs[index]) },
    }));
  } finally {
    for (const server of servers) await server.stop();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface ScaleFigure {
  figure: string;
  value: number;
  budget: number;
  unit: string;
  atLeast: boolean;
}

/** The table rows of the scale test. With a fixed number of connections the mean latency is connections ÷ requests per second. */
export function scaleFigures(small: ScaleRun, large: ScaleRun): ScaleFigure[] {
  const slower = (key: 'page' | 'api' | 'search') => small[key].requestsPerSecond / large[key].requestsPerSecond;
  return [
    { figure: 'Scale: /angebote mean latency 10k ÷ 100', value: slower('page'), budget: budgets.scaleRatio, unit: '×', atLeast: false },
    { figure: 'Scale: API list mean latency 10k ÷ 100', value: slower('api'), budget: budgets.scaleRatio, unit: '×', atLeast: false },
    {
      figure: 'Scale: API q search mean latency 10k ÷ 100',
      value: slower('search'),
      budget: budgets.scaleRatio,
      unit: '×',
      atLeast: false,
    },
    {
      figure: 'Scale: server peak memory 10k ÷ 100',
      value: large.memory.peakRssBytes / small.memory.peakRssBytes,
      budget: budgets.scaleMemoryRatio,
      unit: '×',
      atLeast: false,
    },
  ];
}

/** `node --import tsx bench/scale.ts`: only this part, printed like `npm run bench` prints it (bench/results.json stays as it is). */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await ensureBuild();
  const [small, large] = await scaleComparison();
  const figures = scaleFigures(small, large);
  const format = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 3 : 1));
  const ok = (row: ScaleFigure) => (row.atLeast ? row.value >= row.budget : row.value <= row.budget);
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  for (const run of [small, large]) {
    console.log(
      `${run.properties} properties: page ${run.page.requestsPerSecond.toFixed(0)}/s (${run.page.requests} requests), API ${run.api.requestsPerSecond.toFixed(0)}/s (${run.api.requests}), ` +
        `q search ${run.search.requestsPerSecond.toFixed(0)}/s (${run.search.requests}, mean ${run.search.meanMs.toFixed(2)} ms), ` +
        `API p99 at 50 connections ${run.api50.p99Ms} ms, RSS ${mb(run.memory.startRssBytes)} at start, ${mb(run.memory.rssBytes)} after, peak ${mb(run.memory.peakRssBytes)}`,
    );
  }
  console.log('\n' + ['Kennzahl'.padEnd(46), 'Messwert'.padStart(12), 'Budget'.padStart(14), ''].join(' '));
  for (const row of figures) {
    const budget = `${row.atLeast ? '≥' : '≤'} ${format(row.budget)}`;
    console.log(
      [row.figure.padEnd(46), `${format(row.value)} ${row.unit}`.padStart(12), budget.padStart(14), ok(row) ? 'ok' : 'VERFEHLT'].join(' '),
    );
  }
  process.exit(figures.every(ok) ? 0 : 1);
}

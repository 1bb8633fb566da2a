import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromiumArgs, findBrowser } from '../scripts/browser';
import { distDir } from '../scripts/buildState';
import { gzipAsset } from '../scripts/precompress';
import { lighthousePages } from './budgets';

export interface LighthouseFigures {
  url: string;
  performance: number;
  /** Performance of the same page with every script blocked, median of as many runs, interleaved with the others. */
  blockedPerformance: number;
  /** Performance of every run, with scripts and blocked. */
  performanceRuns: number[];
  blockedPerformanceRuns: number[];
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  /** TBT of every run of the page; the other figures are those of the median run. */
  tbtRunsMs: number[];
  /** gzip bytes of the JavaScript on this first visit, from the build (the budget's figure, see scriptFromBuild). */
  jsGzipBytes: number;
  /** Bytes Chromium received for those scripts: Brotli bodies plus HTTP headers. Informative, not a budget. */
  jsTransferBytes: number;
  /** Each script of the visit, largest gzip size first. */
  scripts: ScriptWeight[];
}

export interface ScriptWeight {
  url: string;
  gzipBytes: number;
  transferBytes: number;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  /** Decoded body bytes. */
  resourceSize?: number;
}

const clientDir = join(distDir, 'client');

/**
 * A script of the visit weighed in the build the server serves (<DIST_DIR>/client): the size of its .gz
 * (scripts/precompress.ts), or, for a file too small to get one, the same gzipAsset applied in memory. Lighthouse
 * only says which files a first visit loads; its transferSize is Brotli plus headers (Chromium accepts br).
 * Fails when the file is not in this build or differs from what the server sent: the server runs another build.
 */
async function scriptFromBuild(request: NetworkRequest): Promise<ScriptWeight> {
  const path = join(clientDir, decodeURIComponent(new URL(request.url).pathname));
  if (!path.startsWith(clientDir + sep) || !existsSync(path) || !statSync(path).isFile()) {
    throw new Error(`Script ${request.url} is not in the build ${clientDir}: does the server run another build (DIST_DIR)?`);
  }
  const content = readFileSync(path);
  if (request.resourceSize && request.resourceSize !== content.length) {
    throw new Error(
      `Script ${request.url} had ${request.resourceSize} bytes, ${path} has ${content.length}: does the server run another build (DIST_DIR)?`,
    );
  }
  const gzipBytes = existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : (await gzipAsset(content)).length;
  return { url: request.url, gzipBytes, transferBytes: request.transferSize ?? 0 };
}

/**
 * One Lighthouse run in a browser of its own, as the CLI and PageSpeed Insights run it: no warm cache, no compiled
 * code. `blockScripts` blocks every script (the CLI's `--blocked-url-patterns='*.js'`): the best this page's HTML and
 * CSS can score on this machine, the ceiling the page with its code is measured against.
 */
async function freshBrowserRun(url: string, blockScripts = false) {
  const chrome = await chromeLauncher.launch({
    chromePath: findBrowser() ?? undefined,
    chromeFlags: chromiumArgs.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
  });
  try {
    const flags = {
      port: chrome.port,
      output: 'json' as const,
      logLevel: 'error' as const,
      blockedUrlPatterns: blockScripts ? ['*.js'] : [],
    };
    return (await lighthouse(url, flags))!.lhr;
  } finally {
    chrome.kill();
  }
}

/** A trace Lighthouse could not read (NO_NAVSTART and the like, on a busy machine) is measured again once. */
async function measuredRun(url: string, blockScripts: boolean) {
  const lhr = await freshBrowserRun(url, blockScripts);
  return lhr.runtimeError ? freshBrowserRun(url, blockScripts) : lhr;
}

type Result = Awaited<ReturnType<typeof freshBrowserRun>>;

function medianRun(url: string, lhrs: Result[]) {
  const valid = filterToValidRuns(lhrs);
  if (valid.length === 0) throw new Error(`${url}: no Lighthouse run gave FCP and TTI (${lhrs[0].runtimeError?.message ?? 'no error'})`);
  return { median: computeMedianRun(valid), valid };
}

/**
 * Lighthouse with its defaults: mobile form factor, simulated throttling, and a fresh browser (new profile, cold
 * caches) for every run – one warm browser for all runs measured 0.03–0.05 better than a first-time visitor gets.
 * With several runs per page the figures are those of the median run (Lighthouse's computeMedianRun, by FCP and
 * TTI), as Lighthouse recommends against its run-to-run variance. Each run is followed by one of the same page with
 * every script blocked, so that a busy moment of the machine hits both alike.
 */
export async function runLighthouse(urls: string[], { runs = 1 }: { runs?: number } = {}): Promise<LighthouseFigures[]> {
  const results: LighthouseFigures[] = [];
  for (const url of urls) {
    const lhrs: Result[] = [];
    const blockedLhrs: Result[] = [];
    for (let run = 0; run < runs; run++) {
      lhrs.push(await measuredRun(url, false));
      blockedLhrs.push(await measuredRun(url, true));
    }
    const { median: lhr, valid } = medianRun(url, lhrs);
    const blocked = medianRun(url, blockedLhrs);
    const requests = (lhr.audits['network-requests'].details as { items: NetworkRequest[] }).items;
    // By the file, not the resource type: a content page fetches its code as a prefetch (src/app/boot.ts), which counts too.
    const scripts = (await Promise.all(requests.filter((item) => new URL(item.url).pathname.endsWith('.js')).map(scriptFromBuild))).sort(
      (a, b) => b.gzipBytes - a.gzipBytes,
    );
    results.push({
      url,
      performance: lhr.categories.performance.score ?? 0,
      blockedPerformance: blocked.median.categories.performance.score ?? 0,
      performanceRuns: valid.map((run) => run.categories.performance.score ?? 0),
      blockedPerformanceRuns: blocked.valid.map((run) => run.categories.performance.score ?? 0),
      accessibility: lhr.categories.accessibility.score ?? 0,
      bestPractices: lhr.categories['best-practices'].score ?? 0,
      seo: lhr.categories.seo.score ?? 0,
      cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
      tbtMs: lhr.audits['total-blocking-time'].numericValue ?? 0,
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
      fcpMs: lhr.audits['first-contentful-paint'].numericValue ?? 0,
      tbtRunsMs: valid.map((run) => run.audits['total-blocking-time'].numericValue ?? 0),
      jsGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
      jsTransferBytes: scripts.reduce((sum, script) => sum + script.transferBytes, 0),
      scripts,
    });
  }
  return results;
}

/** The bench's pages on a running server; the exposé is the newest available offer. */
export async function benchUrls(origin: string): Promise<string[]> {
  const response = await fetch(`${origin}/api/properties?filter=${encodeURIComponent('{"status":"verfuegbar"}')}&range=[0,0]`);
  const [offer] = (await response.json()) as { id: string }[];
  return lighthousePages.map((page) => origin + (page === '<expose>' ? `/angebote/${offer.id}` : page));
}

/**
 * Only the Lighthouse part, against a server that is already running (your own build and port):
 *   DIST_DIR=<its build> node --import tsx bench/lighthouse.ts http://localhost:4890 [path …] [--runs=3] [--scripts]
 * Without paths it measures the bench's pages. Prints one line per page, the median of --runs runs (default 1) with
 * every run's TBT: JavaScript as gzip from the build (the budget's figure) and as transferred (Brotli with
 * headers); --scripts both per file.
 */
async function main(args: string[]) {
  const [origin, ...rest] = args.filter((arg) => !arg.startsWith('--'));
  if (!origin) throw new Error('Usage: node --import tsx bench/lighthouse.ts <origin> [path …] [--runs=N] [--scripts]');
  const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 1);
  const urls = rest.length > 0 ? rest.map((path) => origin + path) : await benchUrls(origin);
  for (const page of await runLighthouse(urls, { runs })) {
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    console.log(
      [
        new URL(page.url).pathname.padEnd(32),
        `Perf ${page.performance.toFixed(2)} (runs ${page.performanceRuns.join(', ')}; scripts blocked ${page.blockedPerformance.toFixed(2)}, runs ${page.blockedPerformanceRuns.join(', ')})`,
        `A11y ${page.accessibility}`,
        `BP ${page.bestPractices}`,
        `SEO ${page.seo}`,
        `CLS ${page.cls.toFixed(3)}`,
        `TBT ${Math.round(page.tbtMs)} ms${page.tbtRunsMs.length > 1 ? ` (runs: ${page.tbtRunsMs.map(Math.round).join(', ')})` : ''}`,
        `FCP ${Math.round(page.fcpMs)} ms`,
        `LCP ${Math.round(page.lcpMs)} ms`,
        `JS ${kb(page.jsGzipBytes)} KB gzip, ${kb(page.jsTransferBytes)} KB transferred (${page.scripts.length} files)`,
      ].join('  '),
    );
    if (args.includes('--scripts')) {
      for (const script of page.scripts) {
        console.log(
          `    ${kb(script.gzipBytes).padStart(6)} KB gzip  ${kb(script.transferBytes).padStart(6)} KB transferred  ${new URL(script.url).pathname}`,
        );
      }
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(process.argv.slice(2));
}

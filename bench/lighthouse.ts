import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, findBrowser } from '../scripts/browser';

export interface LighthouseFigures {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  tbtMs: number;
  lcpMs: number;
  /** Transferred (gzip) bytes of JavaScript on this first visit. */
  jsBytes: number;
}

/** Lighthouse with its defaults: mobile form factor, simulated throttling, one fresh visit per page. */
export async function runLighthouse(urls: string[]): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: findBrowser() ?? undefined,
    chromeFlags: chromiumArgs.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
  });
  try {
    const results: LighthouseFigures[] = [];
    for (const url of urls) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      const lhr = result!.lhr;
      const requests = (lhr.audits['network-requests'].details as { items: { resourceType?: string; transferSize?: number }[] }).items;
      results.push({
        url,
        performance: lhr.categories.performance.score ?? 0,
        accessibility: lhr.categories.accessibility.score ?? 0,
        bestPractices: lhr.categories['best-practices'].score ?? 0,
        seo: lhr.categories.seo.score ?? 0,
        cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
        tbtMs: lhr.audits['total-blocking-time'].numericValue ?? 0,
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
        jsBytes: requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

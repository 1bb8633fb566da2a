import type { PublicDataSource } from '../../src/shared/data/publicData';
import { publicRoutes } from '../../src/shared/routes/routeTable';
import { currentOfferFilter, offerPath, referenceFilter, referencePath } from '../../src/shared/resources/propertyScopes';

export interface SitemapEntry {
  path: string;
  /** ISO timestamp of the last change, when known. */
  lastmod?: string;
}

/** Routes that are not content: sign-in is for staff, the dashboard is not public. */
const UNLISTED_ROUTES = new Set(['login', 'suchauftrag']);
const PAGE_SIZE = 500;

interface Listed {
  id: string;
  updatedAt?: string;
}

async function allRecords(data: PublicDataSource, filter: Record<string, unknown>): Promise<Listed[]> {
  const records: Listed[] = [];
  for (let start = 0; ; start += PAGE_SIZE) {
    const { data: page, total } = await data.getList<Listed>('properties', {
      filter,
      sort: { field: 'createdAt', order: 'DESC' },
      range: [start, start + PAGE_SIZE - 1],
    });
    records.push(...page);
    if (page.length === 0 || records.length >= total) return records;
  }
}

/** Every page a visitor can reach: the fixed routes plus each published offer and reference. */
export async function sitemapEntries(data: PublicDataSource): Promise<SitemapEntry[]> {
  const fixed = publicRoutes
    .filter((route) => !route.path.includes(':') && !UNLISTED_ROUTES.has(route.name))
    .map((route) => ({ path: route.path }));
  const [offers, references] = await Promise.all([allRecords(data, currentOfferFilter), allRecords(data, referenceFilter)]);
  const listed = (records: Listed[], path: (id: string) => string) =>
    records.map((record) => ({ path: path(record.id), ...(record.updatedAt ? { lastmod: record.updatedAt } : {}) }));
  return [...fixed, ...listed(offers, offerPath), ...listed(references, referencePath)];
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function renderSitemap(entries: readonly SitemapEntry[], origin: string): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod.slice(0, 10))}</lastmod>` : '';
    return `  <url><loc>${escapeXml(new URL(entry.path, origin).href)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers may read every visitor page; staff areas, the API and page payloads are not content. */
export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /login',
    'Disallow: /suchauftrag',
    'Disallow: /api/',
    'Disallow: /*_payload.json',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}

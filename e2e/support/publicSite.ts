import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { currentOfferFilter, referenceFilter } from '../../src/shared/resources/propertyScopes';
import type { PropertyRecord } from '../../src/shared/resources/properties';
import { publicRoutes } from '../../src/shared/routes/routeTable';
import { E2E_ADMIN } from './admin';

/**
 * Helpers for the visitor-site tests: what the public API says (the truth the pages must show),
 * a staff session for checking stored inquiries, and a client address of each test's own, so the
 * inquiry and sign-in rate limits of one test never spill into another.
 */
let addressCounter = 0;
const octet = () => Math.floor(Math.random() * 250) + 1;
export const freshClientAddress = () => `10.${octet()}.${octet()}.${(addressCounter++ % 250) + 1}`;

export async function apiList<T = PropertyRecord>(
  request: APIRequestContext,
  resource: string,
  params: { filter?: Record<string, unknown>; sort?: [string, 'ASC' | 'DESC']; range?: [number, number] } = {},
  headers: Record<string, string> = {},
): Promise<{ data: T[]; total: number }> {
  const query = new URLSearchParams();
  if (params.filter) query.set('filter', JSON.stringify(params.filter));
  if (params.sort) query.set('sort', JSON.stringify(params.sort));
  query.set('range', JSON.stringify(params.range ?? [0, 999]));
  const response = await request.get(`/api/${resource}?${query}`, { headers });
  if (!response.ok()) throw new Error(`GET /api/${resource} answered ${response.status()}: ${await response.text()}`);
  const total = Number((response.headers()['content-range'] ?? '').split('/').pop());
  return { data: (await response.json()) as T[], total };
}

export const currentOffers = (request: APIRequestContext, filter: Record<string, unknown> = {}) =>
  apiList(request, 'properties', { filter: { ...currentOfferFilter, ...filter }, sort: ['createdAt', 'DESC'] });

export const references = (request: APIRequestContext) => apiList(request, 'properties', { filter: referenceFilter });

/**
 * A content page starts its code on the visitor's first interaction (src/app/boot.ts). The mouse moving over the
 * page is one; this waits until React has taken the page over, after which links navigate within the page.
 */
export async function startPageCode(page: Page) {
  await page.mouse.move(2, 2);
  await expect(page.locator('#root[data-interactive]')).toHaveCount(1);
}

/** A staff session cookie (from its own client address, so it spends no other test's sign-in budget). */
export async function staffHeaders(request: APIRequestContext, baseURL: string): Promise<Record<string, string>> {
  const address = freshClientAddress();
  const response = await request.post('/api/auth/login', { data: E2E_ADMIN, headers: { origin: baseURL, 'x-forwarded-for': address } });
  if (response.status() !== 200) throw new Error(`Staff sign-in failed: ${response.status()} ${await response.text()}`);
  const cookie = response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value.split(';')[0])
    .join('; ');
  return { cookie, origin: baseURL, 'x-forwarded-for': address };
}

/** Every public page with a real record for each `:id`: one current offer and one reference. */
export async function concretePublicPaths(request: APIRequestContext): Promise<{ name: string; path: string }[]> {
  const [offers, refs] = await Promise.all([currentOffers(request), references(request)]);
  const ids: Record<string, string | undefined> = { 'angebote-id': offers.data[0]?.id, 'referenzen-id': refs.data[0]?.id };
  return publicRoutes.map((route) => {
    const id = ids[route.name];
    if (route.path.includes(':id') && !id) throw new Error(`No published record for ${route.name}: is the demo content seeded?`);
    return { name: route.name, path: route.path.replace(':id', id ?? '') };
  });
}

/** All JSON-LD nodes of an HTML page, parsed (a parse error fails the caller). */
export function jsonLdNodes(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
}

/** The text a visitor reads, with the no-break spaces of prices and areas made plain. */
export const plainSpaces = (text: string) => text.replace(/\u00a0/g, ' ');

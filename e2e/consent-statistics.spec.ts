import { expect, test, type APIRequestContext } from '@playwright/test';
import type { VisitorSummary } from '../src/shared/analytics/summary';
import { expectBeacon, recordRequests } from './support/consent';
import { currentOffers, freshClientAddress, staffHeaders } from './support/publicSite';

// Its own client address: the inquiry and beacon limits of other tests never spill into this one.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': freshClientAddress() } });

async function summary(request: APIRequestContext, headers: Record<string, string>): Promise<VisitorSummary> {
  const response = await request.get('/api/analytics/summary?days=30', { headers });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as VisitorSummary;
}

const today = (result: VisitorSummary) => result.days.at(-1)!.pageViews;
const offerRow = (result: VisitorSummary, id: string) => result.topOffers.find((offer) => offer.id === id) ?? { views: 0, inquiries: 0 };

test('what a consenting visitor does arrives in the staff’s statistics, and only as counters', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  expect((await request.get('/api/analytics/summary?days=30')).status()).toBe(401);
  // As a visitor (the staff sign-in below leaves its cookie in this request context, and staff see unpublished offers too).
  const offer = (await currentOffers(request)).data[0];
  const staff = await staffHeaders(request, baseURL!);
  const before = await summary(request, staff);

  const requests = await recordRequests(context, new URL(baseURL!).origin);
  await page.goto('/');
  await page.getByRole('region', { name: 'Datenschutz-Einstellungen' }).getByRole('button', { name: 'Akzeptieren' }).click();
  await expectBeacon(requests, { type: 'page_view', path: '/', device: 'desktop' });
  await page.goto(`/angebote/${offer.id}`);
  await expectBeacon(requests, { type: 'offer_viewed', path: `/angebote/${offer.id}`, device: 'desktop', offer: offer.id });

  const form = page.locator('#anfrage');
  await form.getByLabel('Vor- und Nachname').fill('Clara Weiß');
  await form.getByLabel('E-Mail-Adresse').fill(`clara.${Date.now()}@example.de`);
  await form.getByRole('checkbox', { name: /Datenschutzhinweise gelesen/ }).check();
  await form.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(form.getByRole('status')).toContainText('Vielen Dank, Clara Weiß!');
  await expectBeacon(requests, { type: 'inquiry_sent', path: `/angebote/${offer.id}`, device: 'desktop', topic: 'expose' });

  await expect.poll(async () => today(await summary(request, staff))).toBe(today(before) + 2);
  const after = await summary(request, staff);
  expect(after.totals.pageViews).toBe(before.totals.pageViews + 2);
  expect(after.totals.trackedInquiries).toBe(before.totals.trackedInquiries + 1);
  expect(after.totals.inquiries).toBe(before.totals.inquiries + 1);
  expect(offerRow(after, offer.id)).toMatchObject({
    views: offerRow(before, offer.id).views + 1,
    inquiries: offerRow(before, offer.id).inquiries + 1,
    title: offer.title,
  });
  // The figures hold nothing about the visitor: not her name, not her address.
  expect(JSON.stringify(after)).not.toContain('Clara');
});

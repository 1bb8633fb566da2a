// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { analyticsPlugins, type AnalyticsTestApp } from '../../../test-support/server/analyticsPlugins';
import { build } from '../../../test-support/server/build';
import { VisitorStats } from './VisitorStats';

/**
 * The dashboard's chart over data the real /api/analytics recorded: beacons go through the route,
 * its validation and the SQLite counters; the component's request goes to the real summary route
 * with a staff session. (The test imports the server only to run it; the component does not.)
 */
const NOW = Date.parse('2026-03-15T13:00:00Z');
let testApp: AnalyticsTestApp;
let offerId: string;

beforeAll(async () => {
  testApp = await build({ plugins: analyticsPlugins({ now: () => NOW }) });
  offerId = testApp.offer('Altbauwohnung mit Stuck in Sülz');
  const record = async (payload: object) => expect((await testApp.beacon(payload)).statusCode).toBe(204);
  for (const path of ['/', '/angebote', `/angebote/${offerId}`, '/kontakt']) await record({ type: 'page_view', path, device: 'mobile' });
  await record({ type: 'offer_viewed', path: `/angebote/${offerId}`, device: 'mobile', offer: offerId });
  await record({ type: 'offer_viewed', path: `/angebote/${offerId}`, device: 'desktop', offer: offerId });
  const inquiry = testApp.store.create(
    'inquiries',
    {
      name: 'Jana Krüger',
      email: 'jana@example.de',
      topic: 'expose',
      property: offerId,
      message: 'Bitte das Exposé.',
      privacyConsent: true,
    },
    null,
  );
  testApp.app.db.prepare("UPDATE documents SET created_at = '2026-03-15T09:00:00.000Z' WHERE id = ?").run(inquiry.id);

  const cookie = await testApp.staffCookie();
  // The browser's fetch, answered by the server in-process, with the staff session the browser would send.
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: { ...(init.headers as Record<string, string>), cookie } });
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type']) },
    });
  });
});

afterAll(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await testApp.app.close();
});

describe('VisitorStats with recorded data', () => {
  it('charts the page views the server counted and lists the offer with its inquiry', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <VisitorStats />
      </QueryClientProvider>,
    );
    const chart = await screen.findByTestId('page-view-chart');
    const bars = [...chart.querySelectorAll('rect')];
    expect(bars).toHaveLength(30);
    expect(bars.at(-1)!.getAttribute('data-day')).toBe('2026-03-15');
    expect(bars.at(-1)!.getAttribute('data-value')).toBe('4');
    expect(Number(bars.at(-1)!.getAttribute('height'))).toBeGreaterThan(0);
    expect(bars.slice(0, -1).every((bar) => bar.getAttribute('data-value') === '0')).toBe(true);

    const [row] = screen.getAllByTestId('top-offer');
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      'Altbauwohnung mit Stuck in Sülz',
      '2',
      '1',
      '50 %',
    ]);
  });
});

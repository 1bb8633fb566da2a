// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VisitorSummary } from '../../shared/analytics/summary';
import { VisitorStats } from './VisitorStats';
import { niceMax } from './visitorStatsFormat';

function days(values: number[]): VisitorSummary['days'] {
  return values.map((pageViews, index) => ({ day: `2026-03-${String(index + 1).padStart(2, '0')}`, pageViews }));
}

const summary = (overrides: Partial<VisitorSummary> = {}): VisitorSummary => ({
  from: '2026-03-01',
  to: '2026-03-05',
  days: days([3, 0, 12, 5, 1]),
  topOffers: [
    { id: 'deutz', title: 'Penthouse in Deutz', views: 6, inquiries: 4 },
    { id: 'alt', title: null, views: 2, inquiries: 0 },
    { id: 'nippes', title: 'Reihenhaus in Nippes', views: 0, inquiries: 1 },
  ],
  totals: { pageViews: 21, offerViews: 8, filterUses: 3, inquiries: 5, trackedInquiries: 2 },
  referrers: [{ host: 'google.de', pageViews: 4 }],
  devices: [
    { device: 'mobile', pageViews: 15 },
    { device: 'tablet', pageViews: 0 },
    { device: 'desktop', pageViews: 6 },
  ],
  filters: [{ filter: 'district', uses: 3 }],
  ...overrides,
});

const empty = summary({
  days: days([0, 0, 0]),
  topOffers: [],
  referrers: [],
  filters: [],
  totals: { pageViews: 0, offerViews: 0, filterUses: 0, inquiries: 0, trackedInquiries: 0 },
});

function renderStats(respond: () => Promise<Response>) {
  const fetch = vi.fn(respond);
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  render(
    <QueryClientProvider client={client}>
      <VisitorStats />
    </QueryClientProvider>,
  );
  return fetch;
}

const json =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('VisitorStats', () => {
  it('asks the summary of the last 30 days with the staff session', async () => {
    const fetch = renderStats(json(summary()));
    expect(screen.getByRole('status').textContent).toContain('Die Besucherzahlen werden geladen');
    await screen.findByTestId('page-view-chart');
    expect(fetch).toHaveBeenCalledWith('/api/analytics/summary?days=30', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('draws one bar per day, scaled to a round maximum, and describes the chart in words', async () => {
    renderStats(json(summary()));
    const chart = await screen.findByTestId('page-view-chart');
    const bars = chart.querySelectorAll('rect');
    expect([...bars].map((bar) => Number(bar.getAttribute('data-value')))).toEqual([3, 0, 12, 5, 1]);
    // The highest bar (12) on a scale to 20: 60 % of the 160 px high chart.
    expect(Number(bars[2].getAttribute('height'))).toBeCloseTo(96);
    expect(Number(bars[1].getAttribute('height'))).toBe(0);
    expect(screen.getByRole('img', { name: /insgesamt 21, die meisten am Di\., 03\.03\.2026 \(12\)/ })).toBe(chart);
    // The same values as a table, for anyone who wants the numbers.
    const table = screen.getByText('Werte als Tabelle').closest('details')!.querySelector('table')!;
    expect([...table.querySelectorAll('tbody tr')].map((row) => row.textContent)).toContain('Di., 03.03.202612');
  });

  it('lists the most viewed offers with their inquiries and the quota', async () => {
    renderStats(json(summary()));
    const rows = await screen.findAllByTestId('top-offer');
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.replace(/\u00a0/g, ' ')))).toEqual([
      ['Penthouse in Deutz', '6', '4', '66,7 %'],
      ['Gelöschtes Angebot', '2', '0', '0 %'],
      ['Reihenhaus in Nippes', '0', '1', '–'],
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'Penthouse in Deutz' }).getAttribute('href')).toBe('/angebote/deutz');
    screen.getByText('davon 2 mit Einwilligung gezählt');
    screen.getByText('google.de');
    screen.getByText('Smartphone');
    expect(screen.queryByText('Tablet')).toBeNull();
    screen.getByText('Stadtteil');
  });

  it('explains in German why there is nothing yet', async () => {
    renderStats(json(empty));
    await screen.findByText('Noch keine Besucherdaten');
    screen.getByText(/nur Besucherinnen und Besucher, die im Hinweis zur Statistik auf „Akzeptieren“ geklickt haben/);
    expect(screen.queryByTestId('page-view-chart')).toBeNull();
  });

  it('says so when the figures cannot be loaded, and tries again on request', async () => {
    let calls = 0;
    const fetch = renderStats(async () =>
      ++calls <= 2 ? new Response('{}', { status: 500 }) : new Response(JSON.stringify(summary()), { status: 200 }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Die Besucherstatistik konnte nicht geladen werden.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    await screen.findByTestId('page-view-chart');
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe('chart scale', () => {
  it.each([
    [0, 4],
    [3, 4],
    [7, 10],
    [12, 20],
    [21, 25],
    [180, 200],
    [260, 500],
    [1000, 1000],
  ])('%i → %i', (value, expected) => {
    expect(niceMax(value)).toBe(expected);
  });
});

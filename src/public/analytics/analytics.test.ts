import { describe, expect, it, vi } from 'vitest';
import { createAnalytics } from './analytics';
import type { AnalyticsClient } from './client';
import { createPageViews } from './pageViews';

function fakeClient() {
  return { send: vi.fn(), stop: vi.fn(), resume: vi.fn() } satisfies AnalyticsClient;
}

function setup(where = { pathname: '/angebote/abc', width: 390 }) {
  const client = fakeClient();
  let resolve!: (client: AnalyticsClient) => void;
  const load = vi.fn(() => new Promise<AnalyticsClient>((done) => (resolve = done)));
  const analytics = createAnalytics({ load, location: () => where });
  return { analytics, client, load, finishLoading: () => resolve(client), where };
}

describe('analytics gate', () => {
  it('does nothing at all before consent: no chunk, no event', () => {
    const { analytics, load } = setup();
    analytics.track({ type: 'offer_viewed', offerId: 'abc' });
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the client once on consent and sends what happened while it loaded, with path and device', async () => {
    const { analytics, client, load, finishLoading } = setup();
    const enabled = analytics.enable();
    void analytics.enable();
    analytics.track({ type: 'offer_viewed', offerId: 'abc' });
    expect(client.send).not.toHaveBeenCalled();
    finishLoading();
    await enabled;
    expect(load).toHaveBeenCalledTimes(1);
    expect(client.send).toHaveBeenCalledWith({ type: 'offer_viewed', offerId: 'abc', path: '/angebote/abc', device: 'mobile' });
    analytics.track({ type: 'filter_used', filter: 'district' });
    expect(client.send).toHaveBeenLastCalledWith({ type: 'filter_used', filter: 'district', path: '/angebote/abc', device: 'mobile' });
  });

  it('stops the client on withdrawal and resumes it without loading again', async () => {
    const { analytics, client, load, finishLoading } = setup();
    const enabled = analytics.enable();
    finishLoading();
    await enabled;
    analytics.disable();
    expect(client.stop).toHaveBeenCalled();
    analytics.track({ type: 'filter_used', filter: 'sort' });
    expect(client.send).not.toHaveBeenCalled();
    await analytics.enable();
    expect(client.resume).toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops what was pending when consent is withdrawn during loading', async () => {
    const { analytics, client, finishLoading } = setup();
    const enabled = analytics.enable();
    analytics.track({ type: 'filter_used', filter: 'sort' });
    analytics.disable();
    finishLoading();
    await enabled;
    expect(client.send).not.toHaveBeenCalled();
    expect(client.stop).toHaveBeenCalled();
  });

  it('counts nothing on pages outside the visitor site', async () => {
    const { analytics, client, finishLoading } = setup({ pathname: '/login', width: 1280 });
    const enabled = analytics.enable();
    finishLoading();
    await enabled;
    analytics.track({ type: 'filter_used', filter: 'sort' });
    analytics.track({ type: 'page_view', path: '/dashboard' });
    expect(client.send).not.toHaveBeenCalled();
  });

  it('stays quiet when the client cannot load, and tries again on the next consent', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('blocked')).mockResolvedValueOnce(fakeClient());
    const analytics = createAnalytics({ load, location: () => ({ pathname: '/', width: 1280 }) });
    await expect(analytics.enable()).resolves.toBeUndefined();
    analytics.track({ type: 'page_view', path: '/' });
    await analytics.enable();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('page views', () => {
  it('one per visited path, the referrer with the first only', () => {
    const track = vi.fn();
    const pageView = createPageViews(track, () => 'google.de');
    pageView('/');
    pageView('/');
    pageView('/angebote');
    pageView('/angebote/');
    pageView('/login');
    pageView('/');
    expect(track.mock.calls.map(([event]) => event)).toEqual([
      { type: 'page_view', path: '/', referrer: 'google.de' },
      { type: 'page_view', path: '/angebote' },
      { type: 'page_view', path: '/' },
    ]);
  });
});

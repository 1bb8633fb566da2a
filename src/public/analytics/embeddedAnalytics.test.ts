import { describe, expect, it, vi } from 'vitest';
import { createEmbeddedAnalytics, toBeaconPayload } from './embeddedAnalytics';

const pageView = { type: 'page_view', path: '/angebote', device: 'desktop', referrer: 'google.de' } as const;

describe('embedded analytics client', () => {
  it('sends only what the server stores', () => {
    expect(toBeaconPayload(pageView)).toEqual(pageView);
    expect(toBeaconPayload({ type: 'inquiry_sent', topic: 'expose', offerId: 'abc', path: '/angebote/abc', device: 'mobile' })).toEqual({
      type: 'inquiry_sent',
      topic: 'expose',
      path: '/angebote/abc',
      device: 'mobile',
    });
    expect(toBeaconPayload({ type: 'offer_viewed', offerId: 'abc', path: '/angebote/abc', device: 'tablet' })).toEqual({
      type: 'offer_viewed',
      offer: 'abc',
      path: '/angebote/abc',
      device: 'tablet',
    });
  });

  it('uses sendBeacon with a JSON body to the own origin', async () => {
    const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
    const fetch = vi.fn();
    createEmbeddedAnalytics({ sendBeacon, fetch }).send(pageView);
    expect(fetch).not.toHaveBeenCalled();
    const [url, blob] = sendBeacon.mock.calls[0];
    expect(url).toBe('/api/analytics');
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual(pageView);
  });

  it('falls back to a keepalive fetch when sendBeacon is missing or refuses', () => {
    const fetch = vi.fn(() => Promise.reject(new Error('offline')));
    createEmbeddedAnalytics({ sendBeacon: () => false, fetch }).send(pageView);
    createEmbeddedAnalytics({ fetch }).send(pageView);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledWith('/api/analytics', expect.objectContaining({ method: 'POST', keepalive: true, body: JSON.stringify(pageView) }));
  });

  it('sends nothing while stopped', () => {
    const sendBeacon = vi.fn(() => true);
    const client = createEmbeddedAnalytics({ sendBeacon, fetch: vi.fn() });
    client.stop();
    client.send(pageView);
    expect(sendBeacon).not.toHaveBeenCalled();
    client.resume();
    client.send(pageView);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });
});

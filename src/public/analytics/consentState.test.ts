import { describe, expect, it, vi } from 'vitest';
import { CONSENT_MAX_AGE_SECONDS, parseConsent, serializeConsentCookie } from '../../shared/analytics/consentCookie';
import { createConsentStore, isBannerVisible } from './consentState';

describe('consent cookie', () => {
  it('accepts exactly the two answers and nothing else', () => {
    expect(parseConsent('granted')).toBe('granted');
    expect(parseConsent('denied')).toBe('denied');
    for (const forged of [undefined, null, '', 'GRANTED', 'yes', 'granted ', '__proto__']) expect(parseConsent(forged)).toBeNull();
  });

  it('lives at most twelve months, first-party, Lax, on the whole site', () => {
    expect(serializeConsentCookie('granted', { secure: true })).toBe('consent=granted; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    // Twelve calendar months are at least 365 days, whichever day the choice is made.
    expect(CONSENT_MAX_AGE_SECONDS).toBeLessThanOrEqual(365 * 86_400);
  });

  it('is Secure only where the browser keeps Secure cookies', () => {
    expect(serializeConsentCookie('denied', { secure: false })).toBe('consent=denied; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});

describe('consent state', () => {
  it('shows the banner until the visitor answers, and stores the answer', () => {
    const persist = vi.fn();
    const store = createConsentStore(null, persist);
    expect(isBannerVisible(store.getSnapshot())).toBe(true);
    store.choose('denied');
    expect(persist).toHaveBeenCalledWith('denied');
    expect(store.getSnapshot()).toEqual({ choice: 'denied', settingsOpen: false });
    expect(isBannerVisible(store.getSnapshot())).toBe(false);
  });

  it('starts without the banner when the server read an answer', () => {
    const store = createConsentStore('granted', vi.fn());
    expect(isBannerVisible(store.getSnapshot())).toBe(false);
  });

  it('reopens from the settings link, keeps the answer until a new one, and closes without changing it', () => {
    const persist = vi.fn();
    const store = createConsentStore('granted', persist);
    store.openSettings();
    expect(store.getSnapshot()).toEqual({ choice: 'granted', settingsOpen: true });
    expect(isBannerVisible(store.getSnapshot())).toBe(true);
    store.closeSettings();
    expect(store.getSnapshot()).toEqual({ choice: 'granted', settingsOpen: false });
    expect(persist).not.toHaveBeenCalled();
    store.openSettings();
    store.choose('denied');
    expect(store.getSnapshot()).toEqual({ choice: 'denied', settingsOpen: false });
  });

  it('notifies subscribers on changes only, with a new snapshot each time', () => {
    const store = createConsentStore(null, vi.fn());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    store.closeSettings();
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe(before);
    store.choose('granted');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    unsubscribe();
    store.openSettings();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stores the same answer again when the visitor confirms it (a fresh twelve months)', () => {
    const persist = vi.fn();
    const store = createConsentStore('denied', persist);
    store.openSettings();
    store.choose('denied');
    expect(persist).toHaveBeenCalledWith('denied');
    expect(store.getSnapshot().settingsOpen).toBe(false);
  });
});

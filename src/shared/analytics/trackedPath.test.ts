import { describe, expect, it } from 'vitest';
import { normaliseHost, referrerHost } from './referrer';
import { offerIdOf, trackedPath } from './trackedPath';

describe('trackedPath', () => {
  it('counts the pages of the visitor site under their route path', () => {
    expect(trackedPath('/')).toBe('/');
    expect(trackedPath('/angebote')).toBe('/angebote');
    expect(trackedPath('/angebote/')).toBe('/angebote');
    expect(trackedPath('/leistungen/verkauf')).toBe('/leistungen/verkauf');
    expect(trackedPath('/datenschutz')).toBe('/datenschutz');
  });

  it('keeps the id of an exposé and only the pattern of a reference', () => {
    expect(trackedPath('/angebote/Ab3_x-9')).toBe('/angebote/Ab3_x-9');
    expect(trackedPath('/referenzen/Ab3_x-9')).toBe('/referenzen/:id');
    expect(offerIdOf('/angebote/Ab3_x-9')).toBe('Ab3_x-9');
    expect(offerIdOf('/angebote')).toBeNull();
  });

  it('refuses everything else: sign-in, dashboard, unknown paths, ids that are no ids', () => {
    for (const path of [
      '/login',
      '/dashboard',
      '/dashboard/team',
      '/gibt-es-nicht',
      '/angebote/a/b',
      '/angebote/x%20y',
      `/angebote/${'a'.repeat(65)}`,
      '/angebote/max@example.de',
      '',
    ]) {
      expect(trackedPath(path), path).toBeNull();
    }
  });

  it('takes linear time on a long run of slashes', () => {
    const started = performance.now();
    expect(trackedPath(`${'/'.repeat(200_000)}x`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('referrer host', () => {
  it('keeps the host only, without www', () => {
    expect(referrerHost('https://www.google.de/search?q=wohnung+sülz+max+mustermann', 'rheinkontor.de')).toBe('google.de');
    expect(referrerHost('https://immobilienscout24.de/expose/1', 'rheinkontor.de')).toBe('immobilienscout24.de');
  });

  it('drops the own site, empty and odd referrers', () => {
    expect(referrerHost('https://www.rheinkontor.de/angebote', 'rheinkontor.de')).toBeUndefined();
    expect(referrerHost('http://localhost:4173/', 'localhost:4173')).toBeUndefined();
    expect(referrerHost('', 'rheinkontor.de')).toBeUndefined();
    expect(referrerHost('android-app://com.google.android.gm/', 'rheinkontor.de')).toBeUndefined();
    expect(referrerHost('nonsense', 'rheinkontor.de')).toBeUndefined();
  });

  it('refuses what is no host name', () => {
    expect(normaliseHost('evil.example/path', 'x.de')).toBeUndefined();
    expect(normaliseHost('a b.de', 'x.de')).toBeUndefined();
    expect(normaliseHost(`${'a'.repeat(64)}.de`, 'x.de')).toBeUndefined();
    expect(normaliseHost('Bing.COM.', 'x.de')).toBe('bing.com');
  });
});

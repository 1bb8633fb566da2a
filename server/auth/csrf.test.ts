import { describe, expect, it } from 'vitest';
import { isForeignRequest } from './csrf';

const own = 'https://www.rheinkontor-immobilien.de';
const check = (facts: Partial<Parameters<typeof isForeignRequest>[0]>) =>
  isForeignRequest({ method: 'POST', ownOrigin: own, hasCookie: true, ...facts });

describe('isForeignRequest', () => {
  it('lets reading requests through whatever their origin', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(check({ method, origin: 'https://evil.example' })).toBe(false);
  });

  it('accepts the own origin, also with an explicit default port', () => {
    expect(check({ origin: own })).toBe(false);
    expect(check({ ownOrigin: `${own}:443`, origin: own })).toBe(false);
    expect(check({ ownOrigin: 'http://localhost:3000', origin: 'http://localhost:3000' })).toBe(false);
  });

  it('refuses other origins, other schemes, other ports, "null" and garbage', () => {
    for (const origin of [
      'https://evil.example',
      'http://www.rheinkontor-immobilien.de',
      `${own}:8443`,
      'https://rheinkontor-immobilien.de',
      'null',
      '',
      'kaputt',
    ]) {
      expect(check({ origin })).toBe(true);
    }
    for (const method of ['PUT', 'PATCH', 'DELETE', 'post']) expect(check({ method, origin: 'https://evil.example' })).toBe(true);
  });

  it('falls back to the Referer when there is no Origin', () => {
    expect(check({ referer: `${own}/dashboard/angebote?seite=2` })).toBe(false);
    expect(check({ referer: 'https://evil.example/rheinkontor-immobilien.de' })).toBe(true);
    // An Origin, when present, decides even if the Referer looks fine.
    expect(check({ origin: 'https://evil.example', referer: `${own}/` })).toBe(true);
  });

  it('allows a request without Origin and Referer only when it carries no cookie', () => {
    expect(check({ hasCookie: false })).toBe(false);
    expect(check({ hasCookie: true })).toBe(true);
  });
});

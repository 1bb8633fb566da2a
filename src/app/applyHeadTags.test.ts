// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyHeadTags } from './applyHeadTags';
import { headTags } from '../shared/meta/pageMeta';

const site = { origin: 'https://example.de' };

describe('head after client-side navigation', () => {
  it('replaces the previous page’s structured data and updates the tags', () => {
    applyHeadTags(
      headTags(
        { title: 'Angebote', structuredData: () => [{ '@type': 'BreadcrumbList' }, { '@type': 'RealEstateAgent' }] },
        { ...site, pathname: '/angebote' },
      ),
    );
    applyHeadTags(
      headTags({ title: 'Kontakt', structuredData: () => [{ '@type': 'RealEstateAgent' }] }, { ...site, pathname: '/kontakt' }),
    );
    expect(document.title).toBe('Kontakt | Rheinkontor Immobilien');
    const scripts = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent!),
    );
    expect(scripts).toEqual([{ '@type': 'RealEstateAgent' }]);
    expect(document.head.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe('https://example.de/kontakt');
  });
});

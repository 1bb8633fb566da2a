import { describe, expect, it } from 'vitest';
import { headTags, renderHeadTags } from '../../shared/meta/pageMeta';
import { agencyNode, breadcrumbNode, listingNode, type ListingFacts } from './structuredData';

const absolute = (path: string) => new URL(path, 'https://www.rheinkontor-immobilien.de').href;

const flat: ListingFacts = {
  path: '/angebote/suelz-3zi',
  title: 'Helle 3-Zimmer-Altbauwohnung in Sülz',
  description: 'Drei helle Zimmer mit Balkon.',
  datePosted: '2026-05-02T10:00:00.000Z',
  images: ['/media/abc/960.webp'],
  marketingType: 'miete',
  objectType: 'wohnung',
  price: 1130,
  available: true,
  rooms: 3,
  livingArea: 78,
  postcode: '50937',
  city: 'Köln',
  district: 'Sülz',
  streetAddress: null,
  yearBuilt: 1910,
  commission: { label: 'Provision für Mieter', text: 'Keine – die Provision trägt die Vermieterseite.' },
};

describe('structured data', () => {
  it('describes the agency as a RealEstateAgent with address and phone', () => {
    const node = agencyNode({ companyName: 'Rheinkontor Immobilien', legalForm: 'GmbH', street: 'Dürener Straße 212', postcode: '50931', city: 'Köln', phone: '0221 123456-0', email: 'info@example.de' }, absolute);
    expect(node).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      '@id': 'https://www.rheinkontor-immobilien.de/#agentur',
      name: 'Rheinkontor Immobilien GmbH',
      telephone: '0221 123456-0',
      address: { '@type': 'PostalAddress', streetAddress: 'Dürener Straße 212', postalCode: '50931', addressLocality: 'Köln', addressCountry: 'DE' },
    });
  });

  it('still names the brand before the settings exist', () => {
    expect(agencyNode(null, absolute)).toMatchObject({ '@type': 'RealEstateAgent', name: 'Rheinkontor Immobilien' });
    expect(agencyNode(null, absolute)).not.toHaveProperty('address');
  });

  it('numbers breadcrumbs from 1 with absolute URLs', () => {
    expect(breadcrumbNode([{ name: 'Startseite', path: '/' }, { name: 'Angebote', path: '/angebote' }], absolute).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Startseite', item: 'https://www.rheinkontor-immobilien.de/' },
      { '@type': 'ListItem', position: 2, name: 'Angebote', item: 'https://www.rheinkontor-immobilien.de/angebote' },
    ]);
  });

  it('describes a rental as RealEstateListing with a lease Offer about an Apartment', () => {
    const node = listingNode(flat, absolute);
    expect(node).toMatchObject({
      '@type': 'RealEstateListing',
      url: 'https://www.rheinkontor-immobilien.de/angebote/suelz-3zi',
      datePosted: '2026-05-02',
      image: ['https://www.rheinkontor-immobilien.de/media/abc/960.webp'],
      offers: { '@type': 'Offer', price: 1130, priceCurrency: 'EUR', businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut', seller: { '@id': 'https://www.rheinkontor-immobilien.de/#agentur' } },
      about: { '@type': 'Apartment', numberOfRooms: 3, floorSize: { '@type': 'QuantitativeValue', value: 78, unitCode: 'MTK' }, address: { postalCode: '50937', addressLocality: 'Köln-Sülz' } },
    });
    expect((node.about as { address: object }).address).not.toHaveProperty('streetAddress');
  });

  it('sells houses with the commission stated, and leaves out a price on request', () => {
    const commission = { label: 'Käuferprovision', text: '3,57 % inkl. MwSt. des Kaufpreises' };
    const node = listingNode({ ...flat, marketingType: 'kauf', objectType: 'haus', price: null, available: false, commission }, absolute);
    expect(node.offers).toMatchObject({
      businessFunction: 'http://purl.org/goodrelations/v1#Sell',
      availability: 'https://schema.org/LimitedAvailability',
      // The commission as the exposé and the PDF state it.
      description: 'Käuferprovision: 3,57 % inkl. MwSt. des Kaufpreises',
    });
    expect(node.offers).not.toHaveProperty('price');
    expect(node.about).toMatchObject({ '@type': 'House' });
  });

  it('writes each node as a JSON-LD script that cannot end the script element early', () => {
    const html = renderHeadTags(
      headTags({ title: 'Test', structuredData: () => [{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }] }, { origin: 'https://example.de', pathname: '/' }),
    );
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)!;
    expect(script[1]).not.toContain('</script>');
    expect(JSON.parse(script[1])).toEqual({ '@type': 'Thing', name: '</script><script>alert(1)</script>' });
  });
});

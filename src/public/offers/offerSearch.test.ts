import { describe, expect, it } from 'vitest';
import { criteriaOfSearch, offerListParams, offerSearchParams, parseOfferSearch, PAGE_SIZE } from './offerSearch';

const parse = (query: string) => parseOfferSearch(new URLSearchParams(query));

describe('offer search in the URL', () => {
  it('reads every filter from German parameters', () => {
    expect(parse('vermarktung=miete&objektart=wohnung&preis-bis=1500&zimmer-ab=2&flaeche-ab=60&stadtteil=suelz&sortierung=preis-aufsteigend&seite=2')).toEqual({
      marketingType: 'miete',
      objectType: 'wohnung',
      maxPrice: 1500,
      minRooms: 2,
      minArea: 60,
      district: 'suelz',
      sort: 'preis-aufsteigend',
      page: 2,
    });
  });

  it('ignores what the form does not offer', () => {
    expect(parse('vermarktung=tausch&stadtteil=berlin&zimmer-ab=-3&seite=abc&sortierung=zufall')).toEqual({ sort: 'neueste', page: 1 });
  });

  it('needs Kauf or Miete for a price limit and price order', () => {
    expect(parse('preis-bis=500000&sortierung=preis-absteigend')).toEqual({ sort: 'neueste', page: 1 });
    // A rent's limit left over after a switch to Kauf (a filter changed before the page's code ran), or one the form
    // does not offer.
    expect(parse('vermarktung=kauf&preis-bis=1500')).toEqual({ marketingType: 'kauf', sort: 'neueste', page: 1 });
    expect(parse('vermarktung=miete&preis-bis=1234')).toEqual({ marketingType: 'miete', sort: 'neueste', page: 1 });
  });

  it('writes short URLs and reads them back unchanged', () => {
    const search = parse('vermarktung=kauf&stadtteil=lindenthal&sortierung=flaeche&seite=3');
    expect(offerSearchParams(search).toString()).toBe('vermarktung=kauf&stadtteil=lindenthal&sortierung=flaeche&seite=3');
    expect(offerSearchParams({ sort: 'neueste', page: 1 }).toString()).toBe('');
  });

  it('asks the API for current offers, with the rent or the purchase price as the price', () => {
    expect(offerListParams(parse('vermarktung=miete&preis-bis=1500&zimmer-ab=2&flaeche-ab=60&stadtteil=suelz&sortierung=preis-aufsteigend'))).toEqual({
      filter: {
        status: ['verfuegbar', 'reserviert'],
        marketingType: 'miete',
        district: 'suelz',
        coldRent_lte: 1500,
        rooms_gte: 2,
        livingArea_gte: 60,
      },
      sort: { field: 'coldRent', order: 'ASC' },
      range: [0, PAGE_SIZE - 1],
    });
    expect(offerListParams(parse('vermarktung=kauf&preis-bis=750000&seite=2'))).toMatchObject({
      filter: { marketingType: 'kauf', price_lte: 750_000 },
      sort: { field: 'createdAt', order: 'DESC' },
      range: [PAGE_SIZE, 2 * PAGE_SIZE - 1],
    });
  });

  it('searches a whole Stadtbezirk: its Stadtteile in the API filter, the Bezirk in a saved search', () => {
    const search = parse('stadtteil=bezirk-chorweiler');
    expect(search.district).toBe('bezirk-chorweiler');
    expect(offerSearchParams(search).toString()).toBe('stadtteil=bezirk-chorweiler');
    expect(offerListParams(search).filter?.district).toEqual([
      'blumenberg', 'chorweiler', 'esch-auweiler', 'fuehlingen', 'heimersdorf', 'lindweiler', 'merkenich', 'pesch', 'roggendorf-thenhoven', 'seeberg', 'volkhoven-weiler', 'worringen',
    ]);
    expect(criteriaOfSearch(search)).toEqual({ districts: ['bezirk-chorweiler'] });
    expect(parse('stadtteil=zollstock').district).toBe('zollstock');
  });
});

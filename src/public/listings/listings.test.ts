import { describe, expect, it } from 'vitest';
import type { PropertyRecord } from '../../shared/resources/properties';
import { brokerNote, buyerCommissionShort, buyerCommissionText, commissionText, keyFacts, priceFacts } from '../../shared/listings/exposeFacts';
import { marketingBadge } from '../../shared/listings/marketingBadge';
import { listingKind, listingSummary, plainText } from './describeListing';
import { headlinePrice } from '../../shared/listings/price';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

const rental = {
  id: 'a1',
  title: 'Helle 3-Zimmer-Altbauwohnung',
  marketingType: 'miete',
  usage: 'wohnen',
  objectType: 'wohnung',
  objectSubtype: null,
  status: 'verfuegbar',
  city: 'Köln',
  district: 'suelz',
  postcode: '50937',
  price: null,
  coldRent: 1450,
  utilities: 220,
  heatingCosts: null,
  heatingIncluded: true,
  warmRent: 1670,
  deposit: 4350,
  houseFee: null,
  commission: null,
  priceOnRequest: false,
  livingArea: 92,
  rooms: 3,
  availableFrom: 'sofort',
  floor: 2,
  objectNumber: 'RK-1',
} as unknown as PropertyRecord;

const sale = { ...rental, marketingType: 'kauf', price: 685_000, coldRent: null, utilities: null, warmRent: null, deposit: null, houseFee: 320, commission: '3,57 % inkl. MwSt.' } as unknown as PropertyRecord;

describe('listing texts', () => {
  it('names the headline price as portals do', () => {
    expect(plain(Object.values(headlinePrice(sale)!).join(' '))).toBe('Kaufpreis 685.000 €');
    expect(plain(Object.values(headlinePrice(rental)!).join(' '))).toBe('Kaltmiete 1.450 €');
    expect(headlinePrice({ ...sale, price: null, priceOnRequest: true })).toEqual({ label: 'Kaufpreis', value: 'auf Anfrage' });
    // A reference whose price staff keep private shows none.
    expect(headlinePrice({ ...sale, price: null })).toBeNull();
  });

  it('summarises a listing in one line and names its kind', () => {
    expect(plain(listingSummary(rental))).toBe('Kaltmiete 1.450 € · 92 m² Wohnfläche · 3 Zimmer · Köln-Sülz');
    expect(listingKind(rental)).toBe('3-Zimmer-Wohnung in Köln-Sülz');
  });

  it('says for rentals that utilities come on top and what the tenant pays in commission', () => {
    const facts = priceFacts(rental).map((fact) => `${fact.label}: ${plain(fact.value)}`);
    expect(facts).toEqual([
      'Kaltmiete: 1.450 €',
      'Nebenkosten (zusätzlich zur Kaltmiete): 220 €',
      'Heizkosten: in den Nebenkosten enthalten',
      'Warmmiete: 1.670 €',
      'Kaution: 4.350 €',
    ]);
    expect(commissionText(rental)).toEqual({ label: 'Provision für Mieter', text: 'Keine – die Provision trägt die Vermieterseite.' });
    expect(commissionText(sale)).toEqual({ label: 'Käuferprovision', text: '3,57 % inkl. MwSt.' });
  });

  it('states the structured buyer’s commission the same way everywhere, with staff’s note after it', () => {
    const split = { ...sale, buyerCommission: 'halbteilung', buyerCommissionPercent: 3.57, commission: 'fällig bei Beurkundung' } as const;
    expect(buyerCommissionText(split)).toBe(
      '3,57 % inkl. MwSt. des Kaufpreises (Halbteilung nach § 656c BGB: Verkäufer und Käufer zahlen je 3,57 %) – fällig bei Beurkundung',
    );
    expect(commissionText(split).text).toBe(buyerCommissionText(split));
    expect(buyerCommissionShort(split)).toBe('Käuferprovision 3,57 % inkl. MwSt. (Halbteilung)');
    const free = { ...sale, buyerCommission: 'provisionsfrei', buyerCommissionPercent: null, commission: null } as const;
    expect(commissionText(free).text).toBe('Provisionsfrei für Käufer');
    expect(brokerNote(free, 'Rheinkontor')).toContain('fällt keine Provision an');
    // The structured field outranks a note that reads otherwise.
    expect(brokerNote({ ...split, commission: 'keine weiteren Kosten' }, 'Rheinkontor')).toContain('zu gleichen Teilen');
    expect(buyerCommissionShort({ ...sale, buyerCommission: 'prozent', buyerCommissionPercent: 5.95 })).toBe('Käuferprovision 5,95 % inkl. MwSt.');
    expect(buyerCommissionShort(rental)).toBeNull();
  });

  it('speaks of the buyer and seller sharing the commission only when the buyer pays one', () => {
    const split = 'teilen sich Käufer und Verkäufer die Provision zu gleichen Teilen';
    expect(brokerNote(sale, 'Rheinkontor')).toContain(split);
    for (const commission of ['Keine Käuferprovision – die Bauträgerin hat uns beauftragt.', 'keine', 'Für Käufer provisionsfrei', 'Ohne Käuferprovision']) {
      const note = brokerNote({ ...sale, commission }, 'Rheinkontor');
      expect(note, commission).not.toContain(split);
      expect(note, commission).toBe('Rheinkontor ist bei diesem Objekt als Immobilienmakler tätig. Für Sie als Käuferin oder Käufer fällt keine Provision an.');
    }
    // "keinerlei" or a text merely mentioning the word is no statement that the buyer pays nothing.
    expect(brokerNote({ ...sale, commission: '3,57 % – keinerlei weitere Kosten' }, 'Rheinkontor')).toContain(split);
  });

  it('badges a sold or let listing with what happened, never with what it was offered for', () => {
    expect(marketingBadge(sale, 'page')).toBe('Zum Kauf');
    expect(marketingBadge(rental, 'card')).toBe('Miete');
    expect(marketingBadge({ ...sale, status: 'reserviert' }, 'card')).toBe('Kauf');
    expect(marketingBadge({ ...sale, status: 'verkauft' }, 'page')).toBeNull();
    expect(marketingBadge({ ...rental, status: 'vermietet' }, 'card')).toBeNull();
  });

  it('lists key facts in German, leaving out what is unknown', () => {
    const facts = Object.fromEntries(keyFacts(rental).map((fact) => [fact.label, plain(fact.value)]));
    expect(facts).toMatchObject({ Objektnummer: 'RK-1', Objektart: 'Wohnung', Stadtteil: 'Sülz', Wohnfläche: '92 m²', Zimmer: '3', Etage: '2. Obergeschoss', 'Verfügbar ab': 'sofort' });
    expect(facts).not.toHaveProperty('Baujahr');
  });

  it('turns rich text into a short plain description', () => {
    expect(plainText('<p>Helle&nbsp;Wohnung &amp; Balkon</p><p>Zweiter Absatz</p>')).toBe('Helle Wohnung & Balkon Zweiter Absatz');
    expect(plainText('<p>eins zwei drei vier fünf sechs</p>', 20)).toBe('eins zwei drei vier …');
  });
});

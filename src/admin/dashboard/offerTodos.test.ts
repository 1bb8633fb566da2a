import { describe, expect, it } from 'vitest';
import type { PropertyRecord } from '../../shared/resources/properties';
import { offerTodos } from './offerTodos';

const image = { src: '/media/abc/960.webp', srcset: '/media/abc/960.webp 960w', width: 960, height: 640, alt: 'Wohnzimmer' };
const offer = (extra: Partial<PropertyRecord>) =>
  ({
    title: 'Altbau in Sülz',
    status: 'verfuegbar',
    published: true,
    marketingType: 'kauf',
    price: 500_000,
    buyerCommission: 'halbteilung',
    buyerCommissionPercent: 3.57,
    images: [image],
    ...extra,
  }) as PropertyRecord;

describe('offerTodos', () => {
  it('has nothing to do for an offer with pictures and complete energy data', () => {
    expect(
      offerTodos(
        offer({
          energyCertificateType: 'bedarf',
          buildingKind: 'wohngebaeude',
          energyValue: 98,
          energySource: 'gas',
          yearBuilt: 1910,
          efficiencyClass: 'C',
        }),
      ),
    ).toEqual([]);
  });

  it('names missing pictures and a missing certificate statement', () => {
    expect(offerTodos(offer({ images: [], energyCertificateType: null }))).toEqual(['Keine Bilder', 'Keine Angabe zum Energieausweis']);
  });

  it('applies the GEG § 87 rule even before the offer is published', () => {
    expect(offerTodos(offer({ published: false, energyCertificateType: 'verbrauch', energyValue: null }))).toEqual([
      'Pflichtangaben zum Energieausweis fehlen (GEG § 87)',
    ]);
  });

  it('asks for no energy data when the certificate is not there yet', () => {
    expect(offerTodos(offer({ energyCertificateType: 'liegt-nicht-vor' }))).toEqual([]);
  });

  it('names a sale without the buyer’s commission, which may not be published', () => {
    const sale = { energyCertificateType: 'liegt-nicht-vor' } as const;
    expect(offerTodos(offer({ ...sale, buyerCommission: null }))).toEqual(['Käuferprovision fehlt']);
    expect(offerTodos(offer({ ...sale, buyerCommissionPercent: null }))).toEqual(['Käuferprovision fehlt']);
    expect(offerTodos(offer({ ...sale, marketingType: 'miete', price: null, coldRent: 900, buyerCommission: null }))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { properties } from '../../shared/resources/properties';
import { team } from '../../shared/resources/team';
import { createDefaults, declaredValues, formValidator } from './formValues';
import { offer as sampleOffer } from '../../../test-support/firebase/records';

const offer = sampleOffer('Altbauwohnung in Sülz', { price: 560_000, buyerCommission: 'halbteilung' });

describe('form values', () => {
  it('keeps only declared fields: ids and timestamps are the server’s', () => {
    expect(declaredValues(team, { id: 'a1', createdAt: '2026-01-01', name: 'Anna', retired: true })).toEqual({ name: 'Anna' });
  });

  it('starts a new record with the declared defaults', () => {
    expect(createDefaults(team)).toMatchObject({ name: null, published: false, photo: null });
  });

  it('validates with the server’s rules and messages', () => {
    const validate = formValidator(properties);
    expect(validate({ ...offer, postcode: '5093' })).toEqual({ postcode: 'Bitte geben Sie eine fünfstellige Postleitzahl ein.' });
    expect(validate({ ...offer, price: null })).toEqual({ price: 'Bitte geben Sie den Kaufpreis an oder wählen Sie „Preis auf Anfrage“.' });
    expect(validate({ ...offer, id: 'x', createdAt: '2026-01-01T00:00:00Z' })).toEqual({});
  });

  it('asks for the GEG § 87 energy data of a published offer whose certificate exists', () => {
    const errors = formValidator(properties)({ ...offer, energyCertificateType: 'bedarf' });
    expect(Object.keys(errors).sort()).toEqual(['buildingKind', 'efficiencyClass', 'energySource', 'energyValue', 'yearBuilt']);
    expect(errors.energyValue).toBe('Pflichtangabe im Inserat nach GEG § 87, wenn ein Energieausweis vorliegt.');
    expect(formValidator(properties)({ ...offer, published: false, energyCertificateType: 'bedarf' })).toEqual({});
  });

  it('refuses to publish an offer for sale without the buyer’s commission', () => {
    const validate = formValidator(properties);
    expect(validate({ ...offer, buyerCommission: null, buyerCommissionPercent: null })).toEqual({
      buyerCommission: 'Pflichtangabe für ein veröffentlichtes Kaufangebot: die Käuferprovision oder „Provisionsfrei für Käufer“.',
    });
    expect(validate({ ...offer, buyerCommissionPercent: null })).toEqual({
      buyerCommissionPercent: 'Bitte geben Sie die Käuferprovision in Prozent an.',
    });
    expect(validate({ ...offer, buyerCommission: 'provisionsfrei', buyerCommissionPercent: null })).toEqual({});
    // A draft, and a rental, may go without it.
    expect(validate({ ...offer, published: false, buyerCommission: null, buyerCommissionPercent: null })).toEqual({});
    expect(
      validate({ ...offer, marketingType: 'miete', price: null, coldRent: 1200, buyerCommission: null, buyerCommissionPercent: null }),
    ).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { valuationErrors } from './plausibility';

const YEAR = 2026;
const flat = {
  objectType: 'wohnung',
  postcode: '50935',
  district: 'lindenthal',
  livingArea: 85,
  yearBuilt: 1965,
  condition: 'gepflegt',
  purpose: 'verkauf',
};

describe('valuationErrors', () => {
  it('accepts a plausible flat', () => {
    expect(valuationErrors(flat, YEAR)).toEqual({});
  });

  it('refuses 5 m² and 9.000 m² for a flat in clear German', () => {
    expect(valuationErrors({ ...flat, livingArea: 5 }, YEAR).livingArea).toBe(
      'Eine Wohnung mit 5 m² Wohnfläche ist sehr unwahrscheinlich. Bitte geben Sie einen Wert zwischen 15 und 500 m² an.',
    );
    expect(valuationErrors({ ...flat, livingArea: 9_000 }, YEAR).livingArea).toContain('9.000 m²');
  });

  it('asks for what each type needs', () => {
    expect(Object.keys(valuationErrors({ objectType: 'haus' }, YEAR)).sort()).toEqual([
      'condition',
      'district',
      'livingArea',
      'plotArea',
      'postcode',
      'purpose',
      'yearBuilt',
    ]);
    expect(Object.keys(valuationErrors({ objectType: 'grundstueck' }, YEAR)).sort()).toEqual([
      'district',
      'plotArea',
      'postcode',
      'purpose',
    ]);
    expect(valuationErrors({}, YEAR)).toEqual({ objectType: 'Bitte wählen Sie die Art Ihrer Immobilie.' });
  });

  it('checks postcode, years and rooms', () => {
    expect(valuationErrors({ ...flat, postcode: '10115' }, YEAR).postcode).toContain('Kölner Postleitzahl');
    expect(valuationErrors({ ...flat, yearBuilt: 1700 }, YEAR).yearBuilt).toContain('zwischen 1800 und 2029');
    expect(valuationErrors({ ...flat, lastModernisation: 1950 }, YEAR).lastModernisation).toBe(
      'Die Modernisierung kann nicht vor dem Baujahr liegen.',
    );
    expect(valuationErrors({ ...flat, lastModernisation: 2030 }, YEAR).lastModernisation).toContain('nach 2026');
    expect(valuationErrors({ ...flat, rooms: 0 }, YEAR).rooms).toBe('Bitte geben Sie zwischen 1 und 50 Zimmer an.');
  });
});

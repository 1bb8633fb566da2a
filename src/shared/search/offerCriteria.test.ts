import { describe, expect, it } from 'vitest';
import { criteriaFilter, describeCriteria, matchesCriteria } from './offerCriteria';
import { offerCriteriaSchema } from './offerCriteriaSchema';

const flat = { marketingType: 'kauf', objectType: 'wohnung', price: 300_000 };

describe('a search by Stadtbezirk', () => {
  it('filters the API for all the Bezirk’s Stadtteile', () => {
    expect(criteriaFilter({ districts: ['bezirk-kalk'] }).district).toEqual([
      'brueck',
      'hoehenberg',
      'humboldt-gremberg',
      'kalk',
      'merheim',
      'neubrueck',
      'ostheim',
      'rath-heumar',
      'vingst',
    ]);
    expect(criteriaFilter({ districts: ['bezirk-innenstadt', 'suelz'] }).district).toEqual([
      'altstadt-nord',
      'altstadt-sued',
      'neustadt-nord',
      'neustadt-sued',
      'deutz',
      'suelz',
    ]);
    expect(criteriaFilter({ districts: ['zollstock'] }).district).toBe('zollstock');
  });

  it('matches a listing in any of the Bezirk’s Stadtteile and none elsewhere', () => {
    expect(matchesCriteria({ districts: ['bezirk-porz'] }, { ...flat, district: 'zuendorf' })).toBe(true);
    expect(matchesCriteria({ districts: ['bezirk-porz'] }, { ...flat, district: 'kalk' })).toBe(false);
    expect(matchesCriteria({ districts: ['bezirk-porz'] }, { ...flat, district: 'ausserhalb' })).toBe(false);
    expect(matchesCriteria({ districts: ['kalk'] }, { ...flat, district: 'vingst' })).toBe(false);
    expect(matchesCriteria({ districts: ['kalk'] }, { ...flat, district: 'kalk' })).toBe(true);
  });

  it('reads as the Stadtbezirk in mails and pages', () => {
    expect(describeCriteria({ districts: ['bezirk-muelheim', 'weiss'] })).toBe(
      'Alle Objektarten · Kauf oder Miete · Stadtbezirk Mülheim, Weiß',
    );
  });
});

describe('offerCriteriaSchema', () => {
  it('accepts Stadtbezirke and drops the Stadtteile a chosen Bezirk already covers', () => {
    const parsed = offerCriteriaSchema.parse({ districts: ['kalk', 'bezirk-kalk', 'poll', 'poll'] });
    expect(parsed.districts).toEqual(['bezirk-kalk', 'poll']);
  });

  it('refuses an unknown area with a German message', () => {
    const result = offerCriteriaSchema.safeParse({ districts: ['bezirk-bonn'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Diesen Stadtteil oder Stadtbezirk gibt es nicht.');
  });
});

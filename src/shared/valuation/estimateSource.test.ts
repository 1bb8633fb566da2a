import { describe, expect, it } from 'vitest';
import { comparablesFound, estimateBasisOf, estimateSourceText } from './estimateSource';

describe('where an estimate came from', () => {
  it('names the agency’s comparables or whose Marktdaten', () => {
    expect(estimateSourceText('comparables', 'suelz')).toBe('Verkäufe und Angebote unserer Agentur in Köln-Sülz');
    expect(estimateSourceText('market', 'suelz')).toBe('Marktdaten für Köln-Sülz (Stadtteil)');
    expect(estimateSourceText('market-borough', 'brueck')).toBe('Marktdaten für Köln-Kalk (Stadtbezirk)');
    expect(estimateSourceText('market-city', 'brueck')).toBe('Marktdaten für ganz Köln');
  });

  it('stores the Marktdaten’s level with the inquiry', () => {
    expect(estimateBasisOf({ basis: 'comparables', marketScope: null })).toBe('comparables');
    expect(estimateBasisOf({ basis: 'market', marketScope: 'district' })).toBe('market');
    expect(estimateBasisOf({ basis: 'market', marketScope: 'borough' })).toBe('market-borough');
    expect(estimateBasisOf({ basis: 'market', marketScope: 'city' })).toBe('market-city');
  });

  it('counts comparables in singular and plural', () => {
    expect(comparablesFound(0)).toBe('keine vergleichbaren Verkäufe oder Angebote');
    expect(comparablesFound(1)).toBe('nur einen vergleichbaren Verkauf oder ein vergleichbares Angebot');
    expect(comparablesFound(2)).toBe('nur 2 vergleichbare Verkäufe oder Angebote');
  });
});

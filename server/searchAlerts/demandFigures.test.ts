import { describe, expect, it } from 'vitest';
import { demandFigures } from './demandFigures';

describe('demandFigures', () => {
  it('counts a request for a whole Stadtbezirk in each of its Stadtteile, and nowhere else', () => {
    const figures = demandFigures([
      { objectType: 'wohnung', districts: ['bezirk-kalk'] },
      { objectType: 'wohnung', districts: ['vingst'] },
      { objectType: 'wohnung', districts: ['bezirk-kalk', 'suelz'] },
    ]);
    expect(figures.find((figure) => figure.district === 'vingst')).toEqual({ district: 'vingst', objectType: 'wohnung', count: 3 });
    expect(figures.map((figure) => figure.district)).not.toContain('suelz');
    expect(figures.map((figure) => figure.district)).not.toContain('bezirk-kalk');
  });
});

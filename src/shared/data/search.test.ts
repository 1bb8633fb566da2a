import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesSearch, searchWords } from './search';

describe('the q search', () => {
  it('folds case, accents and ß, also in decomposed text', () => {
    expect(foldForSearch('Sülz STRASSE Straße Café Su\u0308lz ẞ')).toBe('sulz strasse strasse cafe sulz ss');
  });

  it('splits text into runs of letters and digits', () => {
    expect(searchWords('RK-2024/017, 50937 Köln-Sülz; x_y')).toEqual(['rk', '2024', '017', '50937', 'koln', 'sulz', 'x', 'y']);
  });

  it('finds a record when every word of the query begins one of its words, with and without accents', () => {
    const texts = ['Altbau in Sülz', 'Berrenrather Straße', null, 42];
    for (const query of ['sulz', 'Sülz', 'SÜLZ', 'sül', 'altbau sulz', 'Sülz altb', 'strasse', 'Straße', 'berren str']) {
      expect(matchesSearch(query, texts), query).toBe(true);
    }
  });

  it('does not find a word from its inside, a word no field has, or a query without words', () => {
    const texts = ['Altbau in Sülz'];
    for (const query of ['ltbau', 'ulz', 'altbau nippes', 'sulzburg', '%', '?!', '', '42']) expect(matchesSearch(query, texts), query).toBe(false);
  });
});

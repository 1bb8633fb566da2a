import { describe, expect, it } from 'vitest';
import { foldText, keywordsFor, MAX_KEYWORDS, MAX_PREFIX, searchToken } from './keywords';

describe('keyword index', () => {
  it('folds like the embedded search: case, accents and ß', () => {
    expect(foldText('Sülz STRASSE Straße Café')).toBe('sulz strasse strasse cafe');
  });

  it('holds every prefix of every word of the searchable fields, sorted and unique', () => {
    expect(keywordsFor({ title: 'Altbau in Sülz', city: 'Köln', price: 5 }, ['title', 'city'])).toEqual([
      'a',
      'al',
      'alt',
      'altb',
      'altba',
      'altbau',
      'i',
      'in',
      'k',
      'ko',
      'kol',
      'koln',
      's',
      'su',
      'sul',
      'sulz',
    ]);
  });

  it('ignores fields that are not searchable or not text', () => {
    expect(keywordsFor({ title: 'Villa', internalNotes: 'geheim', rooms: 7 }, ['title', 'rooms'])).toEqual([
      'v',
      'vi',
      'vil',
      'vill',
      'villa',
    ]);
  });

  it('splits on punctuation, so object numbers and postcodes are found by their parts', () => {
    const keywords = keywordsFor({ objectNumber: 'RK-2024/017', postcode: '50937' }, ['objectNumber', 'postcode']);
    expect(keywords).toEqual(expect.arrayContaining(['rk', '2024', '017', '50937', '509']));
    expect(keywords).not.toContain('rk-2024');
  });

  it('keeps long words to their first letters and huge records within Firestore’s limits', () => {
    const long = 'Donaudampfschifffahrtsgesellschaftskapitän';
    expect(Math.max(...keywordsFor({ t: long }, ['t']).map((token) => token.length))).toBe(MAX_PREFIX);
    const huge = Array.from({ length: 400 }, (_, index) => `wort${index}abcdefghij`).join(' ');
    expect(keywordsFor({ t: huge }, ['t']).length).toBeLessThanOrEqual(MAX_KEYWORDS);
  });

  it('searches for the longest word of the query, folded, or nothing without a word', () => {
    expect(searchToken('EHRENFELD')).toBe('ehrenfeld');
    expect(searchToken('  Altbau in SÜLZ ')).toBe('altbau');
    expect(searchToken('Wohnung 5')).toBe('wohnung');
    expect(searchToken('--- !')).toBeNull();
    expect(searchToken('x'.repeat(40))).toHaveLength(MAX_PREFIX);
  });

  it('finds by word beginnings, not inside words (like the embedded search)', () => {
    const keywords = keywordsFor({ title: 'Altbau in Sülz' }, ['title']);
    expect(keywords).toContain(searchToken('sül'));
    expect(keywords).not.toContain(searchToken('ltba'));
  });
});

import { describe, expect, it } from 'vitest';
import { properties } from '../../shared/resources/properties';
import { formatDate, formatMoney, formatNumber } from './fieldFormat';
import { plainValue } from './plainValue';

const field = (name: string) => properties.fields.find((candidate) => candidate.name === name)!;
// Intl separates the currency sign with a no-break space.
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('de-DE formats', () => {
  it('formats money in euros, with cents only when there are any', () => {
    expect(formatMoney(650_000)).toBe(nbsp('650.000 €'));
    expect(formatMoney(1_234.5)).toBe(nbsp('1.234,50 €'));
  });

  it('formats areas, units and plain numbers', () => {
    expect(formatNumber(82.5, field('livingArea'))).toBe('82,5 m²');
    expect(formatNumber(98, field('energyValue'))).toBe('98 kWh/(m²·a)');
    expect(formatNumber(3.5, field('rooms'))).toBe('3,5');
  });

  it('writes years without thousands separator, quantities with it', () => {
    expect(formatNumber(1958, field('yearBuilt'))).toBe('1958');
    expect(plainValue(field('lastModernisation'), 2019)).toBe('2019');
    expect(formatNumber(1250, field('livingArea'))).toBe('1.250 m²');
  });

  it('formats calendar days', () => {
    expect(formatDate('2026-12-24')).toBe('24.12.2026');
  });

  it('writes any field as German text', () => {
    expect(plainValue(field('status'), 'verkauft')).toBe('Verkauft');
    expect(plainValue(field('features'), ['aufzug', 'keller'])).toBe('Aufzug, Keller');
    expect(plainValue(field('published'), false)).toBe('Nein');
    expect(plainValue(field('description'), '<p>Helle&nbsp;Räume</p><ul><li>Balkon</li></ul>')).toBe('Helle Räume Balkon');
    expect(plainValue(field('images'), [{}, {}])).toBe('2 Bilder');
    expect(plainValue(field('price'), null)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { formatDate, formatMonthYear } from './dates';
import { formatArea, formatEditableNumber, formatEuro, formatNumber, formatRooms, formatWithUnit, parseGermanNumber } from './numbers';

// Intl puts a no-break space between number and unit; readers see a plain space.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('German formats', () => {
  it('formats prices as portals do', () => {
    expect(plain(formatEuro(685_000))).toBe('685.000 €');
    expect(plain(formatEuro(1_450))).toBe('1.450 €');
    expect(plain(formatEuro(220.5))).toBe('220,50 €');
    expect(plain(formatEuro(1_250_000))).toBe('1.250.000 €');
  });

  it('keeps number and unit together on one line', () => {
    expect(formatEuro(685_000)).toContain('\u00a0€');
    expect(formatArea(92)).toBe('92\u00a0m²');
  });

  it('formats areas, rooms and energy values', () => {
    expect(plain(formatArea(92.5))).toBe('92,5 m²');
    expect(plain(formatRooms(3.5))).toBe('3,5 Zimmer');
    expect(plain(formatRooms(1))).toBe('1 Zimmer');
    expect(plain(formatWithUnit(84.2, 'kWh/(m²·a)'))).toBe('84,2 kWh/(m²·a)');
    expect(formatNumber(1450.75)).toBe('1.450,75');
  });

  it('formats calendar days without shifting them by time zone', () => {
    expect(formatDate('2027-03-01')).toBe('01.03.2027');
    expect(formatMonthYear('2026-05-14')).toBe('Mai 2026');
    expect(formatDate('sofort')).toBe('sofort');
  });
});

describe('parseGermanNumber: numbers as Germans type them', () => {
  it('reads a decimal comma and a decimal point alike', () => {
    expect(parseGermanNumber('2,5')).toBe(2.5);
    expect(parseGermanNumber('2.5')).toBe(2.5);
    expect(parseGermanNumber('92.75')).toBe(92.75);
    expect(parseGermanNumber(',5')).toBe(0.5);
    expect(parseGermanNumber(' 3 ')).toBe(3);
    expect(parseGermanNumber('-1')).toBe(-1);
  });

  it('reads a dot followed by groups of exactly three digits as thousands separator', () => {
    expect(parseGermanNumber('1.250')).toBe(1250);
    expect(parseGermanNumber('1.250.000')).toBe(1_250_000);
    expect(parseGermanNumber('1.250,5')).toBe(1250.5);
    expect(parseGermanNumber('1 250')).toBe(1250);
    // Not groups of three: a decimal point.
    expect(parseGermanNumber('1.2500')).toBe(1.25);
    expect(parseGermanNumber('12.50')).toBe(12.5);
  });

  it('refuses what is no number', () => {
    for (const text of ['zwei', '2,5,1', '1,250.5', '2.', '2,', '', '1.25.000', '2e3', '0x10'])
      expect(parseGermanNumber(text), text).toBeUndefined();
  });

  it('shows a number for editing with a decimal comma and no grouping, so it reads back the same', () => {
    expect(formatEditableNumber(2.5)).toBe('2,5');
    expect(formatEditableNumber(1250.5)).toBe('1250,5');
    expect(parseGermanNumber(formatEditableNumber(1250.5))).toBe(1250.5);
  });
});

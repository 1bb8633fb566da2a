import { describe, expect, it } from 'vitest';
import { formatDate, formatMonthYear } from './dates';
import { formatArea, formatEuro, formatNumber, formatRooms, formatWithUnit } from './numbers';

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

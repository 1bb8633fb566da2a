import type { DeviceClass, FilterName } from '../../shared/analytics/events';

const dayMonth = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const fullDate = new Intl.DateTimeFormat('de-DE', { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
const integer = new Intl.NumberFormat('de-DE');
const percent = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 1 });

/** "2026-03-15" → "15.03." (days are calendar days, so they are formatted in UTC to stay the same day). */
export const shortDay = (day: string) => dayMonth.format(new Date(`${day}T00:00:00Z`));
/** "2026-03-15" → "So., 15.03.2026" */
export const longDay = (day: string) => fullDate.format(new Date(`${day}T00:00:00Z`));

export const count = (value: number) => integer.format(value);

/** Inquiries per exposé view; no views, no quota. */
export const conversion = (views: number, inquiries: number) => (views > 0 ? percent.format(inquiries / views) : '–');

/** The smallest "round" number at or above the highest bar, so the scale reads 0 / half / top. */
export function niceMax(value: number): number {
  if (value <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= value)!;
  return step * magnitude;
}

export const deviceLabels: Record<DeviceClass, string> = { mobile: 'Smartphone', tablet: 'Tablet', desktop: 'Computer' };

export const filterLabels: Record<FilterName, string> = {
  marketingType: 'Kaufen oder mieten',
  objectType: 'Objektart',
  maxPrice: 'Preis bis',
  minRooms: 'Zimmer ab',
  minArea: 'Wohnfläche ab',
  district: 'Stadtteil',
  sort: 'Sortierung',
  reset: 'Filter zurückgesetzt',
  quickSearch: 'Schnellsuche (Startseite)',
};

/**
 * German number formats for prices and areas. One formatter per kind, created once: the server
 * render and the browser produce the same strings (Node and Chromium ship the same CLDR data),
 * so hydration matches. Between number and unit sits a no-break space, as German typesetting wants.
 */
const NBSP = '\u00a0';

const wholeEuro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const centEuro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const decimal = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });

/** 685000 → "685.000 €", 220.5 → "220,50 €" (cents only when there are any). */
export function formatEuro(value: number): string {
  return (Number.isInteger(value) ? wholeEuro : centEuro).format(value);
}

/** 1450.75 → "1.450,75" */
export function formatNumber(value: number): string {
  return decimal.format(value);
}

/** 92.5 → "92,5 m²" */
export function formatArea(value: number): string {
  return `${decimal.format(value)}${NBSP}m²`;
}

/** 3.5 → "3,5 Zimmer", 1 → "1 Zimmer" */
export function formatRooms(value: number): string {
  return `${decimal.format(value)}${NBSP}Zimmer`;
}

/** A value with its unit, e.g. 84.2 and "kWh/(m²·a)" → "84,2 kWh/(m²·a)". */
export function formatWithUnit(value: number, unit: string): string {
  return `${decimal.format(value)}${NBSP}${unit}`;
}

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

/** Dots that group thousands ("1.250", "1.250.000"), optionally followed by a decimal comma ("1.250,5"). */
const GROUPED = /^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/;
/** Digits with at most one decimal separator, comma or dot ("2,5", "2.5", ",5", "92"). */
const SINGLE_SEPARATOR = /^(?:\d+(?:[.,]\d+)?|[.,]\d+)$/;

/**
 * A number as German staff and visitors type it: "2,5" and "2.5" are two and a half. A dot followed by groups of
 * exactly three digits is a thousands separator ("1.250" is 1250, "1.250,5" is 1250,5), every other single dot or
 * comma the decimal separator ("2.5", "92.75", "1.2500"); spaces are ignored, a leading minus is allowed.
 * Anything else ("2,5,1", "1,250.5", "zwei") is no number: undefined, so the caller can say so.
 */
export function parseGermanNumber(text: string): number | undefined {
  const compact = text.replace(/\s/g, '');
  const negative = /^[-\u2212]/.test(compact);
  const digits = negative ? compact.slice(1) : compact;
  let plain: string;
  if (GROUPED.test(digits)) plain = digits.replace(/\./g, '').replace(',', '.');
  else if (SINGLE_SEPARATOR.test(digits)) plain = digits.replace(',', '.');
  else return undefined;
  const value = Number(plain);
  return Number.isFinite(value) ? (negative ? -value : value) : undefined;
}

const editable = new Intl.NumberFormat('de-DE', { useGrouping: false, maximumFractionDigits: 20 });

/** A number as an input shows it for editing: decimal comma, no grouping ("1250,5"), so it reads back as typed. */
export const formatEditableNumber = (value: number) => editable.format(value);

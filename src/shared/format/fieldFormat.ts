import type { Field } from '../../shared/resources/fields';

const euroWhole = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const euroCents = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
const decimal = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });
const date = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** Whole euros without cents ("650.000 €"), otherwise with them ("1.234,50 €"). */
export const formatMoney = (value: number) => (Number.isInteger(value) ? euroWhole : euroCents).format(value);

/** "12.345,5" (de-DE grouping and decimal comma), followed by the field's unit if it has one; a year as "1958". */
export function formatNumber(value: number, field?: Field) {
  if (field?.type === 'money') return formatMoney(value);
  if (field && 'plainDigits' in field && field.plainDigits) return String(value);
  const unit = field?.type === 'area' ? 'm²' : field && 'unit' in field ? field.unit : undefined;
  return unit ? `${decimal.format(value)} ${unit}` : decimal.format(value);
}

/** A moment as staff read it in lists and exports: "22.11.2026, 06:54". */
export const dateTimeOptions: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const dateTime = new Intl.DateTimeFormat('de-DE', dateTimeOptions);
export const formatDateTime = (value: string) => dateTime.format(new Date(value));

/** A stored calendar day (YYYY-MM-DD) as "24.12.2026". */
export const formatDate = (value: string) => date.format(new Date(`${value}T00:00:00Z`));

/** The unit shown beside a numeric input. */
export function unitOf(field: Field): string | undefined {
  if (field.type === 'money') return '€';
  if (field.type === 'area') return 'm²';
  return 'unit' in field ? field.unit : undefined;
}

const minute = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
/** A moment of the change history: "12.11.2026 14:05" (local time). */
export const formatHistoryTime = (at: number) => minute.format(new Date(at)).replace(', ', ' ');

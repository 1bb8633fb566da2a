/** Dates as German readers expect them. Stored dates are calendar days ("2027-03-01"), never times. */
const dayMonthYear = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const parse = (value: string) => {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "2027-03-01" → "01.03.2027"; anything unreadable is returned as it was. */
export function formatDate(value: string): string {
  const date = parse(value);
  return date ? dayMonthYear.format(date) : value;
}

/** "2026-05-14" → "Mai 2026" (testimonials, references). */
export function formatMonthYear(value: string): string {
  const date = parse(value);
  return date ? monthYear.format(date) : value;
}

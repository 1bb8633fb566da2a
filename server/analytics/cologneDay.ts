/** Days as the agency in Cologne counts them, not in UTC: a visit at 00:30 belongs to the new day. */
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });

/** "YYYY-MM-DD" of an instant in Cologne. */
export const cologneDay = (at: number) => dayFormat.format(at);

/** The calendar day `offset` days from `day` ("2026-03-01", -1 → "2026-02-28"). */
export function shiftDay(day: string, offset: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** The last `count` days up to and including `today`, oldest first. */
export const lastDays = (today: string, count: number) => Array.from({ length: count }, (_, index) => shiftDay(today, index - count + 1));

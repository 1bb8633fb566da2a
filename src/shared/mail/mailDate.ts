const format = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'short' });

/** A time as the mails say it, in Cologne's time zone: "25.11.2026, 13:30 Uhr". */
export const mailDate = (date: Date) => `${format.format(date)} Uhr`;

import { alertStatusLabels, alertFrequencies, type AlertSummary } from './searchAlert';

const COLUMNS: { title: string; value: (alert: AlertSummary) => string }[] = [
  { title: 'E-Mail', value: (alert) => alert.email },
  { title: 'Name', value: (alert) => alert.name ?? '' },
  { title: 'Status', value: (alert) => alertStatusLabels[alert.status] },
  {
    title: 'Häufigkeit',
    value: (alert) => alertFrequencies.find((choice) => choice.id === alert.frequency)?.name ?? alert.frequency,
  },
  { title: 'Suchkriterien', value: (alert) => alert.description },
  { title: 'Angelegt', value: (alert) => alert.createdAt },
  { title: 'Bestätigt', value: (alert) => alert.confirmedAt ?? '' },
  { title: 'Gemeldete Angebote', value: (alert) => String(alert.announced) },
];

/**
 * A cell of the export: quoted, and a value a spreadsheet would run as a formula (a name starting with "=") is
 * prefixed with an apostrophe, so an export cannot attack the member of staff who opens it.
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The requests as CSV for a spreadsheet: semicolons and a byte-order mark, as German Excel expects. */
export function alertsCsv(alerts: readonly AlertSummary[]): string {
  const lines = [
    COLUMNS.map((column) => cell(column.title)).join(';'),
    ...alerts.map((alert) => COLUMNS.map((column) => cell(column.value(alert))).join(';')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import type { ResourceDefinition } from '../../shared/resources/defineResource';
import type { Field } from '../../shared/resources/fields';
import { findResource } from '../../shared/resources/registry';
import { plainValue } from '../../shared/format/plainValue';
import { formatDateTime } from '../../shared/format/fieldFormat';

/** German spreadsheets expect semicolons, and a byte-order mark to read UTF-8 umlauts. */
const SEPARATOR = ';';
const BOM = '\uFEFF';

/**
 * A cell, quoted when needed. Text that starts like a formula is prefixed with an apostrophe:
 * inquiries come from visitors, and a spreadsheet must not run what they typed.
 */
export function csvCell(value: string): string {
  const safe = /^([=+@\t\r]|-\D)/.test(value) ? `'${value}` : value;
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(csvCell).join(SEPARATOR)).join('\r\n');
}

const timestamp = (value: unknown) => (typeof value === 'string' ? formatDateTime(value) : '');

const referenceTitle = (field: Field, related: RaRecord | undefined) => {
  if (!related || field.type !== 'reference') return '';
  const titleField = findResource(field.reference)?.titleField ?? 'id';
  return String(related[titleField] ?? related.id);
};

/** The export's header and rows: declared German labels, readable values, references by their title. */
export function csvTable(
  resource: ResourceDefinition,
  records: readonly RaRecord[],
  related: ReadonlyMap<string, Record<string, RaRecord>>,
) {
  const header = [...resource.fields.map((field) => field.label), 'Angelegt am', 'Zuletzt geändert'];
  const rows = records.map((record) => [
    ...resource.fields.map((field) =>
      field.type === 'reference'
        ? referenceTitle(field, related.get(field.name)?.[record[field.name]])
        : plainValue(field, record[field.name]),
    ),
    timestamp(record.createdAt),
    timestamp(record.updatedAt),
  ]);
  return { header, rows };
}

/** CSV export of a list (all records matching its filters), named after the resource and the day. */
export function csvExporter(resource: ResourceDefinition): Exporter {
  return async (records, fetchRelatedRecords) => {
    const related = new Map<string, Record<string, RaRecord>>();
    for (const field of resource.fields) {
      if (field.type === 'reference') related.set(field.name, await fetchRelatedRecords(records, field.name, field.reference));
    }
    const { header, rows } = csvTable(resource, records, related);
    downloadCSV(toCsv(header, rows), `${resource.label.other}-${new Date().toISOString().slice(0, 10)}`);
  };
}

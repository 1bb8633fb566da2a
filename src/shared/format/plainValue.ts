import { tagsToSpaces } from './markup';
import type { Field } from '../resources/fields';
import { formatDate, formatNumber } from './fieldFormat';

const choiceName = (field: Field, id: unknown) =>
  ('choices' in field ? field.choices.find((choice) => choice.id === id)?.name : undefined) ?? String(id);

/** Tags of rich text as plain text: exports and one-line summaries show no markup. */
const withoutMarkup = (html: string) =>
  tagsToSpaces(html)
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A field's value as one line of German text (choice names, Ja/Nein, de-DE numbers and dates). */
export function plainValue(field: Field, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  switch (field.type) {
    case 'select':
      return choiceName(field, value);
    case 'tags':
      return Array.isArray(value) ? value.map((id) => choiceName(field, id)).join(', ') : '';
    case 'boolean':
      return value ? 'Ja' : 'Nein';
    case 'number':
    case 'integer':
    case 'money':
    case 'area':
      return typeof value === 'number' ? formatNumber(value, field) : '';
    case 'date':
      return typeof value === 'string' ? formatDate(value) : '';
    case 'richText':
      return typeof value === 'string' ? withoutMarkup(value) : '';
    case 'images':
      return Array.isArray(value) ? `${value.length} ${value.length === 1 ? 'Bild' : 'Bilder'}` : '';
    case 'image':
      return typeof value === 'object' && 'src' in value ? String(value.src) : '';
    case 'text':
    case 'longText':
    case 'reference':
      return String(value);
  }
}

import { defineResource } from './defineResource';
import type { RecordOf } from './recordTypes';

/** Key figures of the agency ("über 450 vermittelte Immobilien"). */
export const numbers = defineResource({
  name: 'numbers',
  label: { one: 'Kennzahl', other: 'Kennzahlen' },
  icon: 'insights',
  fields: [
    { name: 'label', type: 'text', label: 'Bezeichnung', required: true, maxLength: 80, list: true, sortable: true },
    { name: 'value', type: 'number', label: 'Wert', required: true, min: 0, max: 1_000_000_000, list: true },
    { name: 'prefix', type: 'text', label: 'Präfix (z. B. „über“)', maxLength: 20 },
    { name: 'suffix', type: 'text', label: 'Suffix (z. B. „%“ oder „Jahre“)', maxLength: 20 },
    { name: 'order', type: 'integer', label: 'Reihenfolge', min: 0, max: 10_000, list: true, sortable: true },
    { name: 'published', type: 'boolean', label: 'Veröffentlicht', list: true, filter: true },
  ],
  titleField: 'label',
  defaultSort: { field: 'order', order: 'ASC' },
  searchable: ['label'],
  orderField: 'order',
  access: { read: 'published', create: 'staff' },
});

export type NumberRecord = RecordOf<typeof numbers>;

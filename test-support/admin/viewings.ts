import { defineResource } from '../../src/shared/resources/defineResource';

/**
 * A resource that exists only in tests, to prove that a declaration alone gives working screens
 * (docs/adding-a-resource.md). It uses most field types.
 */
export const viewings = defineResource({
  name: 'viewings',
  label: { one: 'Besichtigung', other: 'Besichtigungen' },
  icon: 'science',
  fields: [
    { name: 'title', type: 'text', label: 'Anlass', required: true, maxLength: 80, list: true, sortable: true },
    {
      name: 'kind',
      type: 'select',
      label: 'Art',
      required: true,
      choices: [
        { id: 'einzel', name: 'Einzeltermin' },
        { id: 'offen', name: 'Offene Besichtigung' },
      ],
      list: true,
      filter: true,
    },
    { name: 'day', type: 'date', label: 'Tag', list: true, sortable: true },
    { name: 'guests', type: 'integer', label: 'Gäste', min: 1, max: 50, list: true, filter: true },
    { name: 'fee', type: 'money', label: 'Gebühr', min: 0, max: 1_000 },
    { name: 'area', type: 'area', label: 'Fläche', min: 0, max: 10_000 },
    {
      name: 'extras',
      type: 'tags',
      label: 'Extras',
      choices: [
        { id: 'parken', name: 'Parkplatz' },
        { id: 'kaffee', name: 'Kaffee' },
      ],
    },
    { name: 'notes', type: 'longText', label: 'Notizen', maxLength: 500 },
    { name: 'order', type: 'integer', label: 'Reihenfolge', min: 0, max: 10_000, list: true, sortable: true },
    { name: 'confirmed', type: 'boolean', label: 'Bestätigt', list: true, filter: true },
  ],
  titleField: 'title',
  defaultSort: { field: 'order', order: 'ASC' },
  searchable: ['title', 'notes'],
  orderField: 'order',
  access: { read: 'staff', create: 'staff' },
  validate: (record) => (record.kind === 'offen' && record.guests == null ? { guests: 'Bitte schätzen Sie die Zahl der Gäste.' } : {}),
});

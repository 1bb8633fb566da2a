import { routePath } from '../routes/routeTable';
import { defineResource } from './defineResource';
import type { RecordOf } from './recordTypes';

/** The people of the agency, shown on /unser-team and as contact persons of listings. */
export const team = defineResource({
  name: 'team',
  label: { one: 'Teammitglied', other: 'Team' },
  icon: 'people',
  fields: [
    { name: 'name', type: 'text', label: 'Name', required: true, maxLength: 100, list: true, sortable: true },
    { name: 'role', type: 'text', label: 'Funktion', required: true, maxLength: 100, list: true },
    { name: 'photo', type: 'image', label: 'Foto' },
    { name: 'email', type: 'text', label: 'E-Mail', format: 'email', list: true },
    { name: 'phone', type: 'text', label: 'Telefon', format: 'phone' },
    { name: 'bio', type: 'longText', label: 'Kurzvorstellung', maxLength: 1_000 },
    { name: 'order', type: 'integer', label: 'Reihenfolge', min: 0, max: 10_000, list: true, sortable: true },
    { name: 'published', type: 'boolean', label: 'Veröffentlicht', list: true, filter: true },
  ],
  titleField: 'name',
  defaultSort: { field: 'order', order: 'ASC' },
  searchable: ['name', 'role', 'email'],
  orderField: 'order',
  access: { read: 'published', create: 'staff' },
  previewPage: () => routePath('unser-team'),
  // Each listing names its contact person.
  sentToPortals: true,
});

export type TeamRecord = RecordOf<typeof team>;

import { defineResource } from '../../src/shared/resources/defineResource';

/**
 * A second resource visitors may create, declared only for tests: it proves that what protects the inquiries
 * (honeypot, visitor fields, rate limit, Firestore rules) follows from `access.create: 'public'` alone.
 */
export const callbacks = defineResource({
  name: 'callbacks',
  label: { one: 'Rückrufbitte', other: 'Rückrufbitten' },
  icon: 'mail',
  fields: [
    { name: 'name', type: 'text', label: 'Name', required: true, maxLength: 100, list: true },
    { name: 'phone', type: 'text', label: 'Telefon', format: 'phone', required: true, list: true },
    { name: 'handled', type: 'boolean', label: 'Erledigt', list: true, filter: true },
  ],
  titleField: 'name',
  defaultSort: { field: 'createdAt', order: 'DESC' },
  searchable: ['name'],
  access: { read: 'staff', create: 'public' },
  visitorFields: ['name', 'phone'],
});

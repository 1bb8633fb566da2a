import { serviceTypes } from './choices/property';
import { cologneDistricts } from './choices/districts';
import { routePath, type RouteName } from '../routes/routeTable';
import { defineResource } from './defineResource';
import type { RecordOf } from './recordTypes';

/** What clients say about the agency. */
/** The service page that shows a testimonial of that service; the others appear on the home page. */
const SERVICE_PAGES: Record<string, RouteName> = {
  verkauf: 'leistungen-verkauf',
  vermietung: 'leistungen-vermietung',
  neubau: 'leistungen-neubauprojekte',
};

export const testimonials = defineResource({
  name: 'testimonials',
  label: { one: 'Kundenstimme', other: 'Kundenstimmen' },
  icon: 'format_quote',
  fields: [
    { name: 'author', type: 'text', label: 'Name', required: true, maxLength: 100, list: true, sortable: true },
    { name: 'district', type: 'select', label: 'Stadtteil', choices: cologneDistricts, list: true, filter: true },
    { name: 'text', type: 'longText', label: 'Text', required: true, maxLength: 1_500 },
    { name: 'rating', type: 'integer', label: 'Bewertung (1–5 Sterne)', required: true, min: 1, max: 5, list: true, filter: true },
    { name: 'service', type: 'select', label: 'Leistung', choices: serviceTypes, list: true, filter: true },
    { name: 'date', type: 'date', label: 'Datum', list: true, sortable: true },
    { name: 'order', type: 'integer', label: 'Reihenfolge', min: 0, max: 10_000, list: true, sortable: true },
    { name: 'published', type: 'boolean', label: 'Veröffentlicht', list: true, filter: true },
  ],
  titleField: 'author',
  defaultSort: { field: 'order', order: 'ASC' },
  searchable: ['author', 'text'],
  orderField: 'order',
  access: { read: 'published', create: 'staff' },
  previewPage: (record) => routePath((typeof record.service === 'string' && SERVICE_PAGES[record.service]) || 'index'),
});

export type TestimonialRecord = RecordOf<typeof testimonials>;

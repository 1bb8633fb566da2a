import { cologneDistricts } from './choices/districts';
import { defineResource } from './defineResource';
import type { RecordOf } from './recordTypes';
import { valuationObjectTypes } from '../valuation/valuationChoices';

const perSqm = { type: 'number', unit: '€/m²', required: true, min: 50, max: 100_000, list: true } as const;

/**
 * Marktdaten: €/m² ranges per district and object type for the standard object of the valuation model
 * (docs/valuation.md). The estimate falls back to them where the agency's own comparables are too few.
 */
export const marketPrices = defineResource({
  name: 'marketPrices',
  label: { one: 'Marktdaten-Eintrag', other: 'Marktdaten' },
  icon: 'euro',
  fields: [
    {
      name: 'district',
      type: 'select',
      label: 'Stadtteil',
      choices: cologneDistricts,
      required: true,
      list: true,
      filter: true,
      sortable: true,
    },
    { name: 'objectType', type: 'select', label: 'Objektart', choices: valuationObjectTypes, required: true, list: true, filter: true },
    { ...perSqm, name: 'low', label: 'Von (€/m²)' },
    { ...perSqm, name: 'middle', label: 'Mitte (€/m²)' },
    { ...perSqm, name: 'high', label: 'Bis (€/m²)' },
    {
      name: 'source',
      type: 'text',
      label: 'Quelle und Stand',
      maxLength: 200,
      help: 'z. B. „Gutachterausschuss Köln, Grundstücksmarktbericht 2026“',
    },
  ],
  titleField: 'district',
  defaultSort: { field: 'district', order: 'ASC' },
  searchable: ['source'],
  access: { read: 'staff', create: 'staff', serverReads: true },
  validate: (record) => {
    const errors: { middle?: string; high?: string } = {};
    if (record.low !== null && record.middle !== null && record.middle < record.low)
      errors.middle = 'Die Mitte darf nicht unter dem unteren Wert liegen.';
    if (record.middle !== null && record.high !== null && record.high < record.middle)
      errors.high = 'Der obere Wert darf nicht unter der Mitte liegen.';
    return errors;
  },
});

export type MarketPriceRecord = RecordOf<typeof marketPrices>;

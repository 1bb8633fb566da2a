import type { ReactElement } from 'react';
import { AutocompleteInput, NullableBooleanInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { DecimalInput } from '../inputs/DecimalInput';
import { describe, expect, it } from 'vitest';
import { inquiries } from '../../shared/resources/inquiries';
import { properties } from '../../shared/resources/properties';
import { settings } from '../../shared/resources/settings';
import { listFilters } from './listFilters';

type FilterProps = { source: string; label?: string; alwaysOn?: boolean };
const bySource = (filters: ReactElement[]) =>
  new Map(filters.map((filter) => [(filter.props as FilterProps).source, filter as ReactElement<FilterProps>]));

describe('listFilters', () => {
  const filters = bySource(listFilters(properties, ['marketingType', 'status']));

  it('offers search over the searchable fields, always visible', () => {
    expect(filters.get('q')?.type).toBe(SearchInput);
    expect(filters.get('q')?.props.alwaysOn).toBe(true);
    expect(bySource(listFilters(settings)).has('q')).toBe(false);
  });

  it('filters properties by Kauf/Miete, type, status, district and a price range', () => {
    expect(filters.get('marketingType')?.type).toBe(SelectInput);
    expect(filters.get('marketingType')?.props.alwaysOn).toBe(true);
    expect(filters.get('objectType')?.type).toBe(SelectInput);
    expect(filters.get('objectType')?.props.alwaysOn).toBe(false);
    // 86 Stadtteile: typed to find, listed under their Stadtbezirk.
    expect(filters.get('district')?.type).toBe(AutocompleteInput);
    expect(
      (filters.get('district')?.props as unknown as { groupBy: (choice: object) => string }).groupBy({
        id: 'kalk',
        name: 'Kalk',
        group: 'Stadtbezirk Kalk',
      }),
    ).toBe('Stadtbezirk Kalk');
    expect(filters.get('price_gte')?.type).toBe(DecimalInput);
    expect(filters.get('price_gte')?.props.label).toBe('Kaufpreis ab');
    expect(filters.get('price_lte')?.props.label).toBe('Kaufpreis bis');
    expect(filters.get('published')?.type).toBe(NullableBooleanInput);
  });

  it('has no filter for fields not marked `filter`', () => {
    expect(filters.has('title')).toBe(false);
    expect(filters.has('description')).toBe(false);
  });

  it('filters by a referenced record', () => {
    expect(bySource(listFilters(inquiries)).get('property')?.type).toBe(ReferenceInput);
  });
});

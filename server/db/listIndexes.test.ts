import { describe, expect, it } from 'vitest';
import type { Field } from '../../src/shared/resources/fields';
import { properties } from '../../src/shared/resources/properties';
import { listIndexes } from './listIndexes';

describe('listIndexes', () => {
  it('gives every sort order and every select filter an index that holds all filter fields and what the hiding rules look at', () => {
    const indexes = listIndexes(properties);
    const leads = indexes.map((index) => index.columns[0]);
    expect(leads).toEqual(
      expect.arrayContaining([
        'createdAt',
        'updatedAt',
        'price',
        'coldRent',
        'livingArea',
        'rooms',
        'title',
        'marketingType',
        'objectType',
        'status',
        'district',
      ]),
    );
    const scalarFilters = (properties.fields as readonly Field[]).filter((field) => field.filter).map((field) => field.name);
    for (const index of indexes) {
      expect(index.columns).toEqual(expect.arrayContaining([...scalarFilters, 'showPriceInReference', 'showExactAddress', 'id']));
      expect(index.sql).toMatch(/WHERE \+collection = 'properties'$/);
    }
    // Sort orders walk (field, id) like ORDER BY field, id.
    expect(indexes.find((index) => index.columns[0] === 'price')?.columns[1]).toBe('id');
  });
});

import { Create, useDataProvider, type RaRecord } from 'react-admin';
import type { ResourceDefinition } from '../../shared/resources/defineResource';
import { FormToolbar } from './FormToolbar';
import { createDefaults, declaredValues } from './formValues';
import { ResourceForm } from './ResourceForm';

/** A new record of an ordered resource goes to the end unless staff chose a position. */
function useAppendToOrder(resource: ResourceDefinition) {
  const dataProvider = useDataProvider();
  return async (data: Record<string, unknown>) => {
    const orderField = resource.orderField;
    if (!orderField || typeof data[orderField] === 'number') return data;
    const { data: last } = await dataProvider.getList<RaRecord>(resource.name, {
      sort: { field: orderField, order: 'DESC' },
      pagination: { page: 1, perPage: 1 },
      filter: {},
    });
    const highest = typeof last[0]?.[orderField] === 'number' ? (last[0][orderField] as number) : 0;
    return { ...data, [orderField]: highest + 1 };
  };
}

export function ResourceCreate({ resource }: { resource: ResourceDefinition }) {
  const appendToOrder = useAppendToOrder(resource);
  return (
    <Create redirect="list" transform={(data) => appendToOrder(declaredValues(resource, data))}>
      <ResourceForm resource={resource} defaultValues={createDefaults(resource)} toolbar={<FormToolbar />} />
    </Create>
  );
}

import { useGetManyAggregate } from 'react-admin';
import type { FieldChange } from '../../shared/history/changes';
import type { ResourceDefinition } from '../../shared/resources/defineResource';
import { findResource } from '../../shared/resources/registry';

/**
 * For a change of a reference field ("Ansprechpartner"), the referenced records' names by id, as the field shows them
 * (the referenced declaration's title field). react-admin gathers the lines' requests into one per resource; a record
 * that no longer exists keeps its id.
 */
export function useReferenceNames(resource: ResourceDefinition, change: FieldChange): (id: string) => string | undefined {
  const field = resource.fields.find((candidate) => candidate.name === change.field);
  const referenced = field?.type === 'reference' ? findResource(field.reference) : undefined;
  const ids = [change.from, change.to].filter((value): value is string => typeof value === 'string' && value !== '');
  const { data } = useGetManyAggregate(referenced?.name ?? resource.name, { ids }, { enabled: referenced !== undefined && ids.length > 0 });
  return (id) => {
    const record = referenced && data?.find((candidate) => String(candidate.id) === id);
    const name = record ? record[referenced.titleField] : undefined;
    return typeof name === 'string' && name !== '' ? name : undefined;
  };
}

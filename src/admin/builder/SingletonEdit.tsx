import { Edit } from 'react-admin';
import type { ResourceDefinition } from '../../shared/resources/defineResource';
import { FormToolbar } from './FormToolbar';
import { declaredValues } from './formValues';
import { ResourceForm } from './ResourceForm';

/** A resource with exactly one record (the agency's settings): its list screen is that record's form. */
export function SingletonEdit({ resource, id }: { resource: ResourceDefinition; id: string }) {
  return (
    <Edit
      id={id}
      title={resource.label.one}
      actions={false}
      mutationMode="pessimistic"
      redirect={false}
      transform={(data) => declaredValues(resource, data)}
    >
      <ResourceForm resource={resource} history toolbar={<FormToolbar />} />
    </Edit>
  );
}

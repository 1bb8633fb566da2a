import type { ReactElement } from 'react';
import { Edit } from 'react-admin';
import type { ResourceDefinition } from '../../shared/resources/defineResource';
import { FormToolbar } from './FormToolbar';
import { declaredValues } from './formValues';
import { ResourceForm } from './ResourceForm';

/** Pessimistic, so a 400 from the server lands on the inputs instead of in an undo notification. */
export function ResourceEdit({ resource, actions }: { resource: ResourceDefinition; actions?: ReactElement }) {
  return (
    <Edit mutationMode="pessimistic" redirect="list" actions={actions} transform={(data) => declaredValues(resource, data)}>
      <ResourceForm resource={resource} history toolbar={<FormToolbar deletable />} />
    </Edit>
  );
}

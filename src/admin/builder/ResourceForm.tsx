import { useMemo, type ReactElement } from 'react';
import { SimpleForm, TabbedForm, TabbedFormTabs } from 'react-admin';
import type { ResourceDefinition } from '../../shared/resources/defineResource';
import { FieldGrid } from './FieldGrid';
import { formGroups } from './formGroups';
import { formValidator } from './formValues';

interface ResourceFormProps {
  resource: ResourceDefinition;
  toolbar: ReactElement;
  defaultValues?: Record<string, unknown>;
}

/** The form of a declaration: one tab per group if it declares groups, else one plain form. */
export function ResourceForm({ resource, toolbar, defaultValues }: ResourceFormProps) {
  const validate = useMemo(() => formValidator(resource), [resource]);
  const groups = useMemo(() => formGroups(resource), [resource]);
  if (groups.length <= 1) {
    return (
      <SimpleForm validate={validate} defaultValues={defaultValues} toolbar={toolbar} warnWhenUnsavedChanges>
        <FieldGrid fields={resource.fields} />
      </SimpleForm>
    );
  }
  return (
    <TabbedForm
      validate={validate}
      defaultValues={defaultValues}
      toolbar={toolbar}
      warnWhenUnsavedChanges
      tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile />}
    >
      {groups.map((group) => (
        <TabbedForm.Tab key={group.label} label={group.label}>
          <FieldGrid fields={group.fields} />
        </TabbedForm.Tab>
      ))}
    </TabbedForm>
  );
}

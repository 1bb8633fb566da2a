import { useMemo, type ReactElement } from 'react';
import { SimpleForm, TabbedForm, TabbedFormTabs } from 'react-admin';
import type { ResourceDefinition } from '../../shared/resources/defineResource';
import { HistoryPanel } from '../history/HistoryPanel';
import { FieldGrid } from './FieldGrid';
import { formGroups } from './formGroups';
import { formValidator } from './formValues';

interface ResourceFormProps {
  resource: ResourceDefinition;
  toolbar: ReactElement;
  defaultValues?: Record<string, unknown>;
  /** An existing record's form ends with its "Verlauf" tab (the change history). */
  history?: boolean;
}

const SINGLE_TAB = 'Angaben';

/** The form of a declaration: one tab per group (and the Verlauf) if it has several tabs, else one plain form. */
export function ResourceForm({ resource, toolbar, defaultValues, history = false }: ResourceFormProps) {
  const validate = useMemo(() => formValidator(resource), [resource]);
  const groups = useMemo(() => formGroups(resource), [resource]);
  if (groups.length <= 1 && !history) {
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
        <TabbedForm.Tab key={group.label} label={groups.length > 1 ? group.label : SINGLE_TAB}>
          <FieldGrid fields={group.fields} />
        </TabbedForm.Tab>
      ))}
      {history && (
        <TabbedForm.Tab label="Verlauf">
          <HistoryPanel resource={resource} />
        </TabbedForm.Tab>
      )}
    </TabbedForm>
  );
}

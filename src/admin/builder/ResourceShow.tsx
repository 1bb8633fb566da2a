import { cloneElement } from 'react';
import { Show, SimpleShowLayout, TabbedShowLayout } from 'react-admin';
import type { ResourceDefinition } from '../../shared/resources/defineResource';
import { fieldDisplay } from './fieldDisplay';
import { formGroups } from './formGroups';

/** A read-only view of every declared field, grouped like the form. */
export function ResourceShow({ resource }: { resource: ResourceDefinition }) {
  const groups = formGroups(resource);
  return (
    <Show>
      {groups.length <= 1 ? (
        <SimpleShowLayout>{resource.fields.map((field) => cloneElement(fieldDisplay(field), { key: field.name }))}</SimpleShowLayout>
      ) : (
        <TabbedShowLayout>
          {groups.map((group) => (
            <TabbedShowLayout.Tab key={group.label} label={group.label}>
              {group.fields.map((field) => cloneElement(fieldDisplay(field), { key: field.name }))}
            </TabbedShowLayout.Tab>
          ))}
        </TabbedShowLayout>
      )}
    </Show>
  );
}

import type { ResourceDefinition } from '../../shared/resources/defineResource';
import type { Field } from '../../shared/resources/fields';

export const UNGROUPED = 'Weitere Angaben';

/** The tabs of a resource's form in the declared order; fields without a group come last. */
export function formGroups(resource: ResourceDefinition): { label: string; fields: Field[] }[] {
  const labels = [...new Set([...(resource.groups ?? []), ...resource.fields.map((field) => field.group ?? UNGROUPED)])];
  return labels
    .map((label) => ({ label, fields: resource.fields.filter((field) => (field.group ?? UNGROUPED) === label) }))
    .filter((group) => group.fields.length > 0);
}

import type { ResourceDefinition } from '../../shared/resources/defineResource';

/** Labels of the fields every stored record carries besides its declared ones. */
const metaFieldLabels = {
  id: 'Kennung',
  createdAt: 'Angelegt am',
  updatedAt: 'Zuletzt geändert',
  createdBy: 'Angelegt von',
  updatedBy: 'Geändert von',
};

/**
 * react-admin's translation keys for resources (`resources.<name>.name`, `resources.<name>.fields.<field>`),
 * generated from the declarations, so titles, columns, inputs and exports all use the declared German labels.
 */
export function resourceMessages(resources: readonly ResourceDefinition[]) {
  return {
    resources: Object.fromEntries(
      resources.map((resource) => [
        resource.name,
        {
          name: `${resource.label.one} |||| ${resource.label.other}`,
          fields: { ...metaFieldLabels, ...Object.fromEntries(resource.fields.map((field) => [field.name, field.label])) },
        },
      ]),
    ),
  };
}

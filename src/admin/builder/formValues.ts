import type { ResourceDefinition } from '../../shared/resources/defineResource';
import { emptyValue, validateRecord } from '../../shared/resources/validation';

/**
 * Only the declared fields of a form's values: ids and timestamps are the server's, and a field a
 * newer declaration dropped must not block saving (the server refuses fields it does not know).
 */
export function declaredValues(resource: ResourceDefinition, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(resource.fields.filter((field) => field.name in values).map((field) => [field.name, values[field.name]]));
}

/** The form's validation is the server's (validateRecord over the declaration): same rules, same German messages. */
export function formValidator(resource: ResourceDefinition) {
  return (values: Record<string, unknown>) => {
    const result = validateRecord(resource, declaredValues(resource, values));
    return result.success ? {} : result.errors;
  };
}

/** What a new record starts with: the declared defaults, booleans off, lists empty. */
export function createDefaults(resource: ResourceDefinition): Record<string, unknown> {
  return Object.fromEntries(resource.fields.map((field) => [field.name, emptyValue(field)]));
}

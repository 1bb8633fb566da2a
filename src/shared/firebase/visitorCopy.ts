import { PUBLISHED_FIELD, visitorView } from '../resources/access';
import type { ResourceDefinition } from '../resources/defineResource';

/**
 * Security rules grant or refuse whole documents; they cannot hide a field. A resource whose
 * visitors see less than staff (private fields such as internalNotes, or a projection such as the
 * hidden address of a listing) therefore keeps the staff record in its collection, readable by staff
 * only, and a visitor copy — visitorView() of the record — in `<name>_public`, written in the same
 * batch. Visitors read the copy; the rules never let them near the full record.
 */
export const needsVisitorCopy = (resource: ResourceDefinition) =>
  resource.access.read !== 'staff' && (resource.fields.some((field) => field.private) || resource.publicView !== undefined);

/** Where visitors read a resource: its own collection, or the copy collection. */
export const visitorCollection = (resource: ResourceDefinition) => (needsVisitorCopy(resource) ? `${resource.name}_public` : resource.name);

/** Whether visitors may see this record at all (published, or a resource everyone reads). */
export const visibleToVisitors = (resource: ResourceDefinition, fields: Record<string, unknown>) =>
  resource.access.read === 'public' || (resource.access.read === 'published' && fields[PUBLISHED_FIELD] === true);

/** The fields of the visitor copy; `published` stays, so the rules and the query can check it. */
export function visitorCopyFields(resource: ResourceDefinition, fields: Record<string, unknown>): Record<string, unknown> {
  const view = visitorView(resource, fields) as Record<string, unknown>;
  return resource.access.read === 'published' ? { ...view, [PUBLISHED_FIELD]: fields[PUBLISHED_FIELD] === true } : view;
}

import type { ResourceDefinition } from './defineResource';

/** Who is asking: a visitor of the website or a signed-in member of staff. */
export type Viewer = 'visitor' | 'staff';

export const PUBLISHED_FIELD = 'published';

export const canRead = (resource: ResourceDefinition, viewer: Viewer) => viewer === 'staff' || resource.access.read !== 'staff';

export const canCreate = (resource: ResourceDefinition, viewer: Viewer) => viewer === 'staff' || resource.access.create === 'public';

/** Visitors of a "published" resource only ever see records whose `published` is true. */
export const needsPublishedFilter = (resource: ResourceDefinition, viewer: Viewer) =>
  viewer === 'visitor' && resource.access.read === 'published';

/** Fields a viewer may read, filter and sort by. */
export function readableFields(resource: ResourceDefinition, viewer: Viewer): Set<string> {
  return new Set(resource.fields.filter((field) => viewer === 'staff' || !field.private).map((field) => field.name));
}

/** What a visitor sees of a record: no private fields, and the resource's own projection. */
export function visitorView<T extends Record<string, unknown>>(resource: ResourceDefinition, record: T): Partial<T> {
  const projected = (resource.publicView?.(record as never) ?? record) as Record<string, unknown>;
  const hidden = new Set(resource.fields.filter((field) => field.private).map((field) => field.name));
  return Object.fromEntries(Object.entries(projected).filter(([key]) => !hidden.has(key))) as Partial<T>;
}

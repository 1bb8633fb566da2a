import { shownToVisitors, type ResourceDefinition } from './defineResource';

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

const privateFieldsOf = new WeakMap<ResourceDefinition, ReadonlySet<string>>();

function privateFields(resource: ResourceDefinition): ReadonlySet<string> {
  let names = privateFieldsOf.get(resource);
  if (!names) privateFieldsOf.set(resource, (names = new Set(resource.fields.filter((field) => field.private).map((field) => field.name))));
  return names;
}

/** What a visitor sees of a record: no private fields (nor the keys in `omit`), and the resource's own projection. */
export function visitorView<T extends Record<string, unknown>>(
  resource: ResourceDefinition,
  record: T,
  omit: readonly string[] = [],
): Partial<T> {
  const hidden = privateFields(resource);
  const rules = resource.hiddenFromVisitors;
  // Declared rules are what publicView does (defineResource derives one from the other): applied in the same pass.
  const projected = (rules ? record : (resource.publicView?.(record as never) ?? record)) as Record<string, unknown>;
  const nulled = rules?.filter((rule) => !shownToVisitors(rule, projected)).flatMap((rule) => rule.fields) ?? [];
  const view: Record<string, unknown> = {};
  for (const key of Object.keys(projected))
    if (!hidden.has(key) && !omit.includes(key)) view[key] = nulled.includes(key) ? null : projected[key];
  for (const key of nulled) if (!(key in view) && !hidden.has(key) && !omit.includes(key)) view[key] = null;
  return view as Partial<T>;
}

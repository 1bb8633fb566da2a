import type { ResourceDefinition } from '../../src/shared/resources/defineResource';

/** A record as a visitor may read it, or null when they may not (unknown, unpublished, staff only). */
export type ReadAsVisitor = (resource: string, id: string) => Promise<Record<string, unknown> | null> | Record<string, unknown> | null;

export const UNAVAILABLE_REFERENCE = 'Der gewählte Eintrag ist nicht (mehr) verfügbar.';

/**
 * The reference fields of a visitor's record that point at something the visitor may not read, or outside the
 * field's `visitorScope`: field → German message. A visitor must not be able to attach an unpublished or made-up id
 * to what staff later read as a fact (the dashboard counts inquiries per offer). Both backends call this with their
 * own visitor read.
 */
export async function unavailableReferences(
  resource: ResourceDefinition,
  record: Record<string, unknown>,
  read: ReadAsVisitor,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const field of resource.fields) {
    const id = record[field.name];
    if (field.type !== 'reference' || typeof id !== 'string' || id === '') continue;
    const target = await read(field.reference, id);
    const scope = field.visitorScope;
    const inScope =
      target !== null &&
      (!scope || Object.entries(scope.match).every(([name, allowed]) => allowed.includes(target[name] as string | number | boolean)));
    if (!inScope) errors[field.name] = scope?.message ?? UNAVAILABLE_REFERENCE;
  }
  return errors;
}

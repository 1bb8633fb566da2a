const SAFE_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

/** Identifiers go into SQL text (partial indexes and triggers need literals); only declared, plain names get there. */
export function identifier(name: string): string {
  if (!SAFE_NAME.test(name)) throw new Error(`Unsafe identifier: ${name}`);
  return name;
}

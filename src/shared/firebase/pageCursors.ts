/**
 * Firestore's web SDK has no offset: a page starts after a document (startAfter). react-admin and the
 * pages ask for "records 50 to 74", so the provider remembers, per query, where each page it has
 * read ends. The next page then starts at a remembered position and reads only its own documents;
 * jumping ahead (page 1 → page 7) reads the skipped documents once and remembers the way.
 */
export class PageCursors {
  private readonly byQuery = new Map<string, Map<number, unknown>>();

  /** Few queries are ever paged at once; older ones are forgotten first. */
  constructor(private readonly maxQueries = 50) {}

  /** The furthest remembered position at or before `offset` (offset 0 needs none). */
  nearest(key: string, offset: number): { offset: number; position?: unknown } {
    let best: { offset: number; position?: unknown } = { offset: 0 };
    for (const [known, position] of this.byQuery.get(key) ?? []) {
      if (known <= offset && known > best.offset) best = { offset: known, position };
    }
    return best;
  }

  /** `position` is the last document before `offset`: startAfter(position) begins at offset. */
  remember(key: string, offset: number, position: unknown) {
    if (offset <= 0 || position === undefined) return;
    const positions = this.byQuery.get(key) ?? new Map<number, unknown>();
    // Re-inserting moves the query to the end, so the oldest one is the first to go.
    this.byQuery.delete(key);
    this.byQuery.set(key, positions.set(offset, position));
    while (this.byQuery.size > this.maxQueries) this.byQuery.delete(this.byQuery.keys().next().value!);
  }

  /** After a write the remembered positions may no longer be where the pages begin. */
  forget(collection: string) {
    for (const key of [...this.byQuery.keys()]) if (key.startsWith(`${collection}\n`)) this.byQuery.delete(key);
  }
}

export const cursorKey = (collection: string, query: unknown) => `${collection}\n${JSON.stringify(query)}`;

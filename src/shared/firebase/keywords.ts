import { foldForSearch, searchWords } from '../data/search';

/**
 * Full-text search for Firestore, which has no full-text index: every document carries `_keywords`, the
 * prefixes of each word of its searchable fields, with the words and folding of the embedded server's
 * index (src/shared/data/search.ts: "Sülz" → "sulz", "Straße" → "strasse"). A search then is one
 * `array-contains` of the longest word of the query. So "sulz", "SÜLZ" and "sül" find "Altbau in Sülz"
 * and "ltba" finds nothing, as on the embedded server; unlike there, only the longest word of a
 * several-word query narrows the list (Firestore allows one array-contains per query).
 */
export const KEYWORDS_FIELD = '_keywords';
/** Longer prefixes add index entries but hardly any precision. */
export const MAX_PREFIX = 20;
/** Firestore allows 40,000 index entries per document; this keeps a document far below. */
export const MAX_KEYWORDS = 2_000;

/** The same folding as the embedded server's search index. */
export const foldText = foldForSearch;

/** The sorted, unique keyword prefixes of a record's searchable fields. */
export function keywordsFor(record: Record<string, unknown>, fields: readonly string[]): string[] {
  const tokens = new Set<string>();
  for (const field of fields) {
    const value = record[field];
    if (typeof value !== 'string') continue;
    for (const word of searchWords(value)) {
      for (let length = 1; length <= Math.min(word.length, MAX_PREFIX); length += 1) {
        // Earlier fields (the declaration lists the important ones first) win when a record is huge.
        if (tokens.size >= MAX_KEYWORDS) return [...tokens].sort();
        tokens.add(word.slice(0, length));
      }
    }
  }
  return [...tokens].sort();
}

/** The one token a search asks Firestore for, or null when the query has no word at all. */
export function searchToken(query: string): string | null {
  const longest = searchWords(query).reduce<string | null>(
    (best, word) => (best === null || word.length > best.length ? word : best),
    null,
  );
  return longest === null ? null : longest.slice(0, MAX_PREFIX);
}

/**
 * The `q` search of every list, in one place, so that every backend finds the same records: the embedded server's
 * full-text index (SQLite FTS5, server/db/searchIndex.ts), the in-memory lists of Firebase mode's visitors
 * (server/content/firestoreEvaluateList.ts) and the keyword index of Firebase mode's dashboard (keywords.ts).
 *
 * A record matches when every word of the query begins a word of one of its searchable fields: "sül", "SULZ" and
 * "altbau sülz" find "Altbau in Sülz"; "ltbau" does not (words are found by their beginning, not from inside).
 * Case, accents and ß do not matter. A query without any letter or digit ("%", "?!") finds nothing.
 */

/**
 * Lower case, without accents, ß as "ss": what SQLite's unicode61 tokenizer with `remove_diacritics 2` makes of
 * Latin text (the index turns ß into "ss" before it, since the tokenizer keeps ß).
 */
export const foldForSearch = (text: string) =>
  text.toLocaleLowerCase('de-DE').normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss');

/** The words of a text as the index sees them: runs of letters and digits (unicode61 separates at everything else). */
export const searchWords = (text: string): string[] => foldForSearch(text).split(/[^\p{L}\p{N}\p{Co}]+/u).filter(Boolean);

/** True when every word of the query begins a word of one of the texts (non-text values are not searched). */
export function matchesSearch(query: string, texts: readonly unknown[]): boolean {
  const wanted = searchWords(query);
  if (wanted.length === 0) return false;
  const words = texts.flatMap((text) => (typeof text === 'string' ? searchWords(text) : []));
  return wanted.every((prefix) => words.some((word) => word.startsWith(prefix)));
}

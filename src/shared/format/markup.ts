/**
 * Every tag of an HTML text (`<` up to the next `>`) replaced by a space, for plain-text summaries.
 * Scanned by hand: the obvious /<[^>]*>/g tries each `<` against the whole rest of the text, which
 * takes quadratic time on a text of many `<` without a `>`.
 */
export function tagsToSpaces(html: string): string {
  let text = '';
  let done = 0;
  for (let open = html.indexOf('<'); open !== -1; open = html.indexOf('<', done)) {
    const close = html.indexOf('>', open + 1);
    // No `>` after this `<` means none after any later one either: the rest is text.
    if (close === -1) break;
    text += `${html.slice(done, open)} `;
    done = close + 1;
  }
  return text + html.slice(done);
}

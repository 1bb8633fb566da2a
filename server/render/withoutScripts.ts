/**
 * `html` without each element from `open` to `close` whose text `drop` picks. Plain string search: the regular
 * expressions for this backtrack on long runs of unclosed tags (the ReDoS check), even on our own template.
 */
function withoutTags(html: string, open: string, close: string, drop: (tag: string) => boolean): string {
  let kept = '';
  let from = 0;
  for (let start = html.indexOf(open); start !== -1; start = html.indexOf(open, from)) {
    const end = html.indexOf(close, start);
    if (end === -1) break;
    const tag = html.slice(start, end + close.length);
    kept += html.slice(from, start) + (drop(tag) ? '' : tag);
    from = end + close.length;
  }
  return kept + html.slice(from);
}

const openingTag = (element: string) => element.slice(0, element.indexOf('>') + 1);

/** The template without its script files (the browser app) and their preloads. */
export const withoutScripts = (template: string) =>
  withoutTags(
    withoutTags(template, '<script', '</script>', (element) => openingTag(element).includes(' src=')),
    '<link',
    '>',
    (tag) => tag.includes('rel="modulepreload"'),
  );

/** A page number to link, or a gap between two of them. */
export type PageWindowItem = number | 'gap';

/**
 * The page numbers worth a link: the first, the last and two either side of the current one, with a gap
 * where numbers are left out. A thousand pages stay a handful of links (and of HTML).
 */
export function pageWindow(current: number, pages: number, around = 2): PageWindowItem[] {
  const shown = new Set([1, pages]);
  for (let page = current - around; page <= current + around; page++) if (page >= 1 && page <= pages) shown.add(page);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageWindowItem[] = [];
  for (const page of sorted) {
    const previous = items.at(-1);
    // A gap of exactly one page shows that page instead of an ellipsis.
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}

/**
 * Staff write descriptions in the dashboard's rich-text editor (HTML). Pages show them through
 * this allow-list: known tags without attributes (links keep a safe href), everything else is
 * dropped and stray angle brackets are escaped. It runs the same on the server and in the
 * browser, so the hydrated HTML matches, and needs no DOM or sanitising library in the bundle.
 */
const ALLOWED = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'blockquote', 'h3', 'h4', 'a']);
/** The editor's larger headings sit below the page's own h2 sections. */
const RENAMED: Record<string, string> = { h1: 'h3', h2: 'h3', h5: 'h4', h6: 'h4' };
const VOID = new Set(['br']);
const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;

const escapeText = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => value.replace(/&(?!(amp|lt|gt|quot|#\d+);)/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function hrefOf(attributes: string): string | null {
  const match = /\bhref\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  const href = (match?.[2] ?? match?.[3] ?? match?.[4] ?? '').trim();
  return SAFE_HREF.test(href) ? href : null;
}

export function sanitizeRichText(input: string | null | undefined): string {
  const html = (input ?? '').replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style|iframe|object|template)\b[\s\S]*?<\/\1\s*>/gi, '');
  if (!/<[a-z][^>]*>/i.test(html)) return plainToParagraphs(html);
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g;
  let output = '';
  let last = 0;
  const open: string[] = [];
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    output += escapeText(html.slice(last, match.index));
    last = tag.lastIndex;
    const closing = match[1] === '/';
    const raw = match[2].toLowerCase();
    const name = RENAMED[raw] ?? raw;
    if (!ALLOWED.has(name)) continue;
    if (VOID.has(name)) {
      if (!closing) output += `<${name}>`;
      continue;
    }
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      // Close what was left open inside, so the markup stays well-formed.
      output += open.splice(at).reverse().map((openName) => `</${openName}>`).join('');
      continue;
    }
    if (name === 'a') {
      const href = hrefOf(match[3]);
      output += href ? `<a href="${escapeAttribute(href)}"${/^https?:/i.test(href) ? ' rel="noopener noreferrer"' : ''}>` : '<a>';
    } else {
      output += `<${name}>`;
    }
    open.push(name);
  }
  output += escapeText(html.slice(last));
  output += open.reverse().map((name) => `</${name}>`).join('');
  return output;
}

/** Text typed without markup: blank lines separate paragraphs, single line breaks stay. */
function plainToParagraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeText(paragraph.replace(/&(?![a-z]+;|#\d+;)/gi, '&amp;')).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

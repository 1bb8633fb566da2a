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
  const html = withoutHiddenElements(withoutComments(input ?? ''));
  const firstTag = html.search(/<[a-z]/i);
  if (firstTag === -1 || html.indexOf('>', firstTag) === -1) return plainToParagraphs(html);
  let output = '';
  let last = 0;
  const open: string[] = [];
  for (const tag of tagsOf(html)) {
    output += escapeText(html.slice(last, tag.start));
    last = tag.end;
    const raw = tag.name.toLowerCase();
    const name = RENAMED[raw] ?? raw;
    if (!ALLOWED.has(name)) continue;
    if (VOID.has(name)) {
      if (!tag.closing) output += `<${name}>`;
      continue;
    }
    if (tag.closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      // Close what was left open inside, so the markup stays well-formed.
      output += open.splice(at).reverse().map((openName) => `</${openName}>`).join('');
      continue;
    }
    if (name === 'a') {
      const href = hrefOf(tag.attributes);
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

/*
 * The helpers below scan by hand where one regular expression would be shorter: a pattern such as
 * /<!--[\s\S]*?-->/g or /<([a-z]+)([^>]*)>/g tries every `<` of the text against the whole rest of it,
 * which takes quadratic time on a description of many `<` without an end (docs/security.md,
 * "Regular expressions"). Each helper reads the text a bounded number of times.
 */

/** `<!-- … -->` removed; a comment without an end stays and is escaped as text later. */
function withoutComments(html: string): string {
  let kept = '';
  let done = 0;
  for (let start = html.indexOf('<!--'); start !== -1; start = html.indexOf('<!--', done)) {
    const end = html.indexOf('-->', start + 4);
    if (end === -1) break;
    kept += html.slice(done, start);
    done = end + 3;
  }
  return kept + html.slice(done);
}

/** Script-like elements removed with everything inside, up to the first end tag of the same name. */
function withoutHiddenElements(html: string): string {
  const starts = /<(script|style|iframe|object|template)\b/gi;
  const ends = /<\/(script|style|iframe|object|template)\s*>/gi;
  // A name without an end tag after one start has none after a later start either.
  const unclosed = new Set<string>();
  let kept = '';
  let done = 0;
  for (let start = starts.exec(html); start; start = starts.exec(html)) {
    const name = start[1].toLowerCase();
    if (unclosed.has(name)) continue;
    ends.lastIndex = starts.lastIndex;
    let end = ends.exec(html);
    while (end && end[1].toLowerCase() !== name) end = ends.exec(html);
    if (!end) {
      unclosed.add(name);
      continue;
    }
    kept += html.slice(done, start.index);
    done = ends.lastIndex;
    starts.lastIndex = done;
  }
  return kept + html.slice(done);
}

interface Tag {
  start: number;
  /** Just after the `>`. */
  end: number;
  closing: boolean;
  name: string;
  attributes: string;
}

/** The tags, left to right: `<name …>` or `</name …>`, each up to the next `>`. */
function* tagsOf(html: string): Generator<Tag> {
  const nameAt = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)/y;
  for (let start = html.indexOf('<'); start !== -1; ) {
    nameAt.lastIndex = start;
    const match = nameAt.exec(html);
    if (!match) {
      start = html.indexOf('<', start + 1);
      continue;
    }
    const close = html.indexOf('>', nameAt.lastIndex);
    // No `>` left: no later `<` starts a tag either.
    if (close === -1) return;
    yield { start, end: close + 1, closing: match[1] === '/', name: match[2], attributes: html.slice(nameAt.lastIndex, close) };
    start = html.indexOf('<', close + 1);
  }
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

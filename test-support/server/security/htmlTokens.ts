/**
 * A small HTML tokenizer for the security tests: start tags with their attributes, and the text of raw-text
 * elements (script, style). It follows the HTML tokenizer's rules for what the server renders (comments,
 * doctype, quoted and unquoted attribute values, raw text up to the matching end tag), which is enough to see
 * every element and attribute a browser would create from that markup.
 */
export interface StartTag {
  name: string;
  attributes: Map<string, string>;
  /** Text up to the end tag, for script and style. */
  text?: string;
  /** Where the tag starts in the document, for messages. */
  at: number;
}

const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']);
const ATTRIBUTE = /[\s/]*([^\s/>=][^\s/>=]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?/y;

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

/** Character references as the browser decodes them in attribute values (enough to see through `&#106;avascript:`). */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (match, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(Math.min(code, 0x10ffff)) : match;
    }
    return NAMED[name.toLowerCase()] ?? match;
  });
}

export function startTags(html: string): StartTag[] {
  const tags: StartTag[] = [];
  let position = 0;
  while (position < html.length) {
    const open = html.indexOf('<', position);
    if (open === -1) break;
    if (html.startsWith('<!--', open)) {
      const end = html.indexOf('-->', open + 4);
      position = end === -1 ? html.length : end + 3;
      continue;
    }
    const next = html[open + 1] ?? '';
    if (next === '!' || next === '?' || next === '/') {
      const end = html.indexOf('>', open);
      position = end === -1 ? html.length : end + 1;
      continue;
    }
    if (!/[a-zA-Z]/.test(next)) {
      position = open + 1;
      continue;
    }
    const nameMatch = /^[a-zA-Z][^\s/>]*/.exec(html.slice(open + 1, open + 200))!;
    const name = nameMatch[0].toLowerCase();
    let cursor = open + 1 + nameMatch[0].length;
    const attributes = new Map<string, string>();
    for (;;) {
      while (cursor < html.length && /[\s/]/.test(html[cursor])) cursor += 1;
      if (cursor >= html.length || html[cursor] === '>') break;
      ATTRIBUTE.lastIndex = cursor;
      const attribute = ATTRIBUTE.exec(html);
      if (!attribute || attribute.index !== cursor) {
        cursor += 1;
        continue;
      }
      const key = attribute[1].toLowerCase();
      if (!attributes.has(key)) attributes.set(key, decodeEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? ''));
      cursor = ATTRIBUTE.lastIndex;
    }
    const tag: StartTag = { name, attributes, at: open };
    position = cursor + 1;
    if (RAW_TEXT.has(name)) {
      const close = html.toLowerCase().indexOf(`</${name}`, position);
      const end = close === -1 ? html.length : close;
      tag.text = html.slice(position, end);
      position = end;
    }
    tags.push(tag);
  }
  return tags;
}

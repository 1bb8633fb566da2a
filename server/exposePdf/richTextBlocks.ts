/** A stretch of text with one look. */
export interface TextRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
}

/** A paragraph, heading, list item or quotation of staff's rich text, as the PDF lays it out. */
export interface TextBlock {
  kind: 'paragraph' | 'heading' | 'item' | 'quote';
  runs: TextRun[];
  /** "•" or "3." for list items. */
  marker?: string;
}

const ENTITIES: Record<string, string> = {
  nbsp: '\u00a0',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

function decode(text: string): string {
  let out = '';
  let done = 0;
  for (let at = text.indexOf('&'); at !== -1; at = text.indexOf('&', done)) {
    const end = text.indexOf(';', at);
    if (end === -1 || end - at > 10) break;
    const name = text.slice(at + 1, end);
    const code = name.startsWith('#x') ? parseInt(name.slice(2), 16) : name.startsWith('#') ? parseInt(name.slice(1), 10) : NaN;
    const value = Number.isFinite(code) ? String.fromCodePoint(code) : ENTITIES[name];
    out += text.slice(done, at) + (value ?? text.slice(at, end + 1));
    done = end + 1;
  }
  return out + text.slice(done);
}

const BLOCKS: Record<string, TextBlock['kind']> = {
  p: 'paragraph',
  h2: 'heading',
  h3: 'heading',
  h4: 'heading',
  li: 'item',
  blockquote: 'quote',
};

/**
 * The rich text the server stored (already sanitised to p, br, strong/b, em/i, u, s, lists, h2–h4, blockquote and
 * links, server/content/sanitizeRichText.ts) as blocks of runs. Scanned by hand in one pass, linear in the text's length.
 */
export function richTextBlocks(html: string | null | undefined): TextBlock[] {
  const blocks: TextBlock[] = [];
  const lists: { ordered: boolean; count: number }[] = [];
  let current: TextBlock | null = null;
  let bold = 0;
  let italic = 0;

  const flush = () => {
    if (current) {
      const runs = current.runs.map((run) => ({ ...run }));
      if (runs.length) runs[0].text = runs[0].text.trimStart();
      if (runs.length) runs[runs.length - 1].text = runs[runs.length - 1].text.trimEnd();
      const kept = runs.filter((run) => run.text !== '');
      if (kept.length) blocks.push({ ...current, runs: kept });
    }
    current = null;
  };
  const addRun = (text: string) => {
    if (!text) return;
    current ??= { kind: 'paragraph', runs: [] };
    current.runs.push({
      text,
      ...(bold ? { bold: true } : {}),
      ...(italic ? { italic: true } : {}),
    });
  };
  // Source text collapses its white space as in a browser; a <br> is a line break of its own.
  const addText = (text: string) => addRun(decode(text.replace(/[ \t\r\n]+/g, ' ')));

  const source = html ?? '';
  let done = 0;
  for (let open = source.indexOf('<'); open !== -1; open = source.indexOf('<', done)) {
    const close = source.indexOf('>', open + 1);
    if (close === -1) break;
    addText(source.slice(done, open));
    done = close + 1;
    const tag = source.slice(open + 1, close).trim();
    const closing = tag.startsWith('/');
    const name = (closing ? tag.slice(1) : tag).split(/[\s/]/, 1)[0].toLowerCase();
    if (name === 'strong' || name === 'b') bold = Math.max(0, bold + (closing ? -1 : 1));
    else if (name === 'em' || name === 'i') italic = Math.max(0, italic + (closing ? -1 : 1));
    else if (name === 'br') addRun('\n');
    else if (name === 'ul' || name === 'ol') {
      flush();
      if (closing) lists.pop();
      else lists.push({ ordered: name === 'ol', count: 0 });
    } else if (BLOCKS[name]) {
      flush();
      if (!closing) {
        const list = lists[lists.length - 1];
        const marker = name === 'li' ? (list?.ordered ? `${++list.count}.` : '•') : undefined;
        current = {
          kind: BLOCKS[name],
          runs: [],
          ...(marker ? { marker } : {}),
        };
      }
    }
  }
  addText(source.slice(done));
  flush();
  return blocks;
}

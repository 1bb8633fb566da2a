import { richTextBlocks } from '../exposePdf/richTextBlocks';
import { sanitizeRichText } from '../content/sanitizeRichText';

/**
 * Staff's rich text as the plain text OpenImmo's freitexte carry (portals show plain text): paragraphs apart by a
 * blank line, list items on lines of their own with their marker. Bold, italics and headings do not travel.
 */
export function richTextToPlain(html: string | null | undefined): string {
  let out = '';
  let previousItem = false;
  for (const block of richTextBlocks(html)) {
    const text = block.runs.map((run) => run.text).join('');
    const item = block.kind === 'item';
    if (out) out += item && previousItem ? '\n' : '\n\n';
    out += item ? `${block.marker ?? '•'} ${text}` : text;
    previousItem = item;
  }
  return out;
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const BULLET = '• ';

/** Plain text from another system as our rich text: paragraphs, line breaks and "•" lists; sanitised like any input. */
export function plainToRichText(text: string | undefined): string | null {
  const paragraphs = (text ?? '')
    .replaceAll('\r\n', '\n')
    .split('\n\n')
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  const html = paragraphs
    .map((paragraph) => {
      const lines = paragraph.split('\n').map((line) => line.trim());
      if (lines.every((line) => line.startsWith(BULLET)))
        return `<ul>${lines.map((line) => `<li>${escapeHtml(line.slice(BULLET.length))}</li>`).join('')}</ul>`;
      return `<p>${lines.map(escapeHtml).join('<br>')}</p>`;
    })
    .join('');
  return sanitizeRichText(html);
}

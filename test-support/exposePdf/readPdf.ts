import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface ReadPdf {
  /** Each page's text, its pieces joined by spaces. */
  pages: string[];
  /** Pictures painted per page. */
  images: number[];
  info: { Title?: string; Author?: string; Language?: string; [key: string]: unknown };
  /** The document catalog's /Lang, straight from the bytes. */
  lang: string | null;
}

/** What a reader's PDF viewer would find in the file: text, pictures and metadata (pdf.js). */
export async function readPdf(bytes: Buffer): Promise<ReadPdf> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  const images: number[] = [];
  for (let number = 1; number <= doc.numPages; number++) {
    const page = await doc.getPage(number);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
    const operators = await page.getOperatorList();
    images.push(operators.fnArray.filter((op) => op === OPS.paintImageXObject).length);
  }
  const { info } = (await doc.getMetadata()) as unknown as { info: ReadPdf['info'] };
  await doc.destroy();
  // The catalogue's /Lang entry, read by position: a regular expression searching the whole file would backtrack.
  const text = bytes.toString('latin1');
  const start = text.indexOf('/Lang (');
  const lang = start < 0 ? null : text.slice(start + '/Lang ('.length, text.indexOf(')', start));
  return { pages, images, info, lang };
}

/**
 * The pages as PNG files in test-results/expose-pdf/ (poppler's pdftoppm), to look at: the visual check of the
 * layout. Returns their paths.
 */
export function screenshots(bytes: Buffer, name: string, dpi = 60): string[] {
  const dir = join('test-results', 'expose-pdf');
  mkdirSync(dir, { recursive: true });
  const pdf = join(dir, `${name}.pdf`);
  writeFileSync(pdf, bytes);
  execFileSync('pdftoppm', ['-r', String(dpi), '-png', pdf, join(dir, name)]);
  const count = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf]).toString())?.[1] ?? 0);
  const digits = String(count).length;
  return Array.from({ length: count }, (_, index) => join(dir, `${name}-${String(index + 1).padStart(digits, '0')}.png`));
}

/** Each page's size in points as poppler's pdfinfo reads it from the file (`-f 1 -l N`). */
export function pageSizes(bytes: Buffer, name: string): { width: number; height: number }[] {
  const dir = join('test-results', 'expose-pdf');
  mkdirSync(dir, { recursive: true });
  const pdf = join(dir, `${name}.pdf`);
  writeFileSync(pdf, bytes);
  const count = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf]).toString())?.[1] ?? 0);
  const info = execFileSync('pdfinfo', ['-f', '1', '-l', String(count), pdf]).toString();
  return [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((match) => ({
    width: Number(match[1]),
    height: Number(match[2]),
  }));
}

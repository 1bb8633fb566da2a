// Developer and operator documentation is English, the staff handbook German (issue 15). The check counts
// German function words outside code and quotations, so quoted UI strings ("Anlegen", „Speichern“) and code
// stay free to be German. It lives under server/ because vitest collects tests from src, server and eslint-rules.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const HANDBOOK = 'docs/handbuch.md';

/** Words that are German and never English: prose in German is full of them, English prose has none. */
const GERMAN_WORDS = new Set(
  'und oder nicht der die das den dem des ein eine einen einem einer ist sind wird werden mit für auf bei nach von vom zum zur auch nur noch wenn sich sie aus über kein keine wie dass'.split(
    ' ',
  ),
);

/** The prose of a Markdown file: without code blocks, code spans, link targets and quotations. */
function prose(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/„[^“\n]*“/g, ' ')
    .replace(/“[^”\n]*”/g, ' ')
    .replace(/"[^"\n]*"/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ');
}

const words = (text: string) => text.match(/[A-Za-zÄÖÜäöüß]+/g) ?? [];
const germanWords = (text: string) => words(text).filter((word) => GERMAN_WORDS.has(word.toLowerCase()));

/** Paragraphs, list items and table rows of the prose that contain three or more German function words. */
function germanPassages(file: string): string[] {
  const blocks = prose(readFileSync(join(root, file), 'utf8')).split(/\n\s*\n|\n(?=\s*(?:[-*|]|\d+\.) )/);
  return blocks.filter((block) => germanWords(block).length >= 3).map((block) => block.trim().slice(0, 120));
}

function germanShare(file: string): number {
  const text = prose(readFileSync(join(root, file), 'utf8'));
  return germanWords(text).length / Math.max(words(text).length, 1);
}

const developerDocs = [
  'README.md',
  'ARCHITECTURE.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`)
    .filter((file) => file !== HANDBOOK),
];

describe('documentation language', () => {
  // One German sentence has several of these words; English prose, once quotations are gone, has none.
  it.each(developerDocs)('%s is written in English', (file) => {
    expect(germanPassages(file)).toEqual([]);
  });

  // German prose is about a fifth function words.
  it('the staff handbook is written in German', () => {
    expect(germanShare(HANDBOOK)).toBeGreaterThan(0.1);
  });
});

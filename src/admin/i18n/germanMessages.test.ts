import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { NO_PERMISSION } from '../../shared/auth/rolePolicy';
import { germanMessages } from './germanMessages';

type Messages = { [key: string]: string | Messages };

const flatten = (messages: Messages, prefix = ''): [string, string][] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );

const english = new Map(flatten(englishMessages as Messages));
const german = new Map(flatten(germanMessages as Messages));
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('German interface texts', () => {
  it('translate every key of ra-language-english', () => {
    const missing = [...english.keys()].filter((key) => !german.has(key));
    expect(missing).toEqual([]);
  });

  it('have no keys react-admin does not know, apart from the rich text toolbar', () => {
    const unknown = [...german.keys()].filter((key) => !english.has(key) && !key.startsWith('ra.tiptap.'));
    expect(unknown).toEqual([]);
  });

  it('give every key a German text that keeps its plural form', () => {
    for (const [key, text] of german) {
      expect(text.trim() || key === 'ra.boolean.null', key).toBeTruthy();
      const source = english.get(key);
      if (source?.includes('||||')) expect(text, key).toContain('||||');
    }
  });

  it('only use placeholders react-admin fills in', () => {
    for (const [key, text] of german) {
      const source = english.get(key);
      if (!source) continue;
      // German capitalises nouns, so the sort label uses the field name as it is.
      const allowed = new Set([...placeholders(source), ...(key === 'ra.sort.sort_by' ? ['field'] : [])]);
      expect(
        placeholders(text).filter((name) => !allowed.has(name)),
        key,
      ).toEqual([]);
    }
  });

  it('address staff formally', () => {
    const informal = [...german].filter(([, text]) => /\b(du|dich|dir|dein\w*)\b/i.test(text));
    expect(informal).toEqual([]);
  });

  it('word a missing right as the server’s 403 does, not a second way', () => {
    expect(`${germanMessages.ra.page.access_denied} ${germanMessages.ra.message.access_denied}`).toBe(NO_PERMISSION);
  });
});

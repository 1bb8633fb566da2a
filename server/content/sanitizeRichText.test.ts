import { describe, expect, it } from 'vitest';
import { properties } from '../../src/shared/resources/properties';
import { sanitizeRecord, sanitizeRichText } from './sanitizeRichText';

describe('sanitizeRichText', () => {
  it('keeps the formatting staff use', () => {
    const html = '<p>Helle <strong>3-Zimmer-Wohnung</strong> mit <em>Balkon</em></p><ul><li>Parkett</li></ul><h3>Lage</h3>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each([
    ['<p>Hallo<script>alert(1)</script></p>', '<p>Hallo</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<p onclick="alert(1)">Text</p>', '<p>Text</p>'],
    ['<a href="javascript:alert(1)">Link</a>', '<a>Link</a>'],
    ['<a href="JaVaScRiPt:alert(1)">Link</a>', '<a>Link</a>'],
    ['<a href="data:text/html,x">Link</a>', '<a>Link</a>'],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
  ])('renders %s inert', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('protects the page from links that open a new window', () => {
    expect(sanitizeRichText('<a href="https://www.koeln.de" target="_blank">Köln</a>')).toBe(
      '<a href="https://www.koeln.de" target="_blank" rel="noopener noreferrer">Köln</a>',
    );
  });

  it('cleans only the rich-text fields of a record', () => {
    const record = { title: '<b>Titel</b>', description: '<p>ok</p><script>x</script>' };
    expect(sanitizeRecord(properties, record)).toEqual({ title: '<b>Titel</b>', description: '<p>ok</p>' });
  });
});

import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './richText';

describe('rich text from the dashboard', () => {
  it('keeps paragraphs, emphasis and lists', () => {
    const html = '<p>Helle <strong>Altbauwohnung</strong> mit <em>Stuck</em>.</p><ul><li>Balkon</li><li>Parkett</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles and unknown tags but keeps their text', () => {
    expect(sanitizeRichText('<p onclick="alert(1)" style="color:red">Text</p><script>alert(1)</script><img src=x onerror=alert(1)>'))
      .toBe('<p>Text</p>');
    expect(sanitizeRichText('<p><span class="x">Sülz</span></p>')).toBe('<p>Sülz</p>');
  });

  it('cannot be tricked into building a tag from pieces', () => {
    const result = sanitizeRichText('<p><scr<b>ipt>alert(1)</scr</b>ipt></p>');
    expect(result).not.toMatch(/<script/i);
    expect(result).toBe('<p>ipt&gt;alert(1)ipt&gt;</p>');
  });

  it('keeps only safe links', () => {
    expect(sanitizeRichText('<p><a href="https://www.koeln.de" target="_blank">Köln</a></p>')).toBe(
      '<p><a href="https://www.koeln.de" rel="noopener noreferrer">Köln</a></p>',
    );
    expect(sanitizeRichText('<p><a href="javascript:alert(1)">x</a></p>')).toBe('<p><a>x</a></p>');
  });

  it('moves headings below the page sections and closes what was left open', () => {
    expect(sanitizeRichText('<h2>Lage</h2><p>offen')).toBe('<h3>Lage</h3><p>offen</p>');
  });

  it('keeps a comment or script-like element without an end as escaped text', () => {
    expect(sanitizeRichText('<p>a</p><!-- b')).toBe('<p>a</p>&lt;!-- b');
    expect(sanitizeRichText('<p>a</p><script>b')).toBe('<p>a</p>b');
    expect(sanitizeRichText('<p>a<!-- x --></p><STYLE>p{}</style ><p>b')).toBe('<p>a</p><p>b</p>');
  });

  it('takes linear time on markup that never ends (no ReDoS through a description)', () => {
    const hostile = ['<a'.repeat(100_000), '<!--'.repeat(50_000), '<script'.repeat(30_000), '<style<script<iframe'.repeat(10_000), `<p>${'<'.repeat(200_000)}`];
    for (const html of hostile) {
      const started = performance.now();
      sanitizeRichText(html);
      expect(performance.now() - started, html.slice(0, 20)).toBeLessThan(1_000);
    }
  });

  it('turns plain text into paragraphs', () => {
    expect(sanitizeRichText('Erster Absatz\nmit Umbruch\n\nZweiter & letzter')).toBe(
      '<p>Erster Absatz<br>mit Umbruch</p><p>Zweiter &amp; letzter</p>',
    );
    expect(sanitizeRichText(null)).toBe('');
  });
});

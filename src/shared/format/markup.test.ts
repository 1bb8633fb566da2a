import { describe, expect, it } from 'vitest';
import { tagsToSpaces } from './markup';

describe('tagsToSpaces', () => {
  it('replaces each tag by a space and keeps a `<` that no `>` follows', () => {
    expect(tagsToSpaces('<p>Helle <strong>Wohnung</strong></p>')).toBe(' Helle  Wohnung  ');
    expect(tagsToSpaces('a <b c="d"> e')).toBe('a   e');
    expect(tagsToSpaces('1 < 2 <p>x')).toBe('1  x');
    expect(tagsToSpaces('x <p y')).toBe('x <p y');
    expect(tagsToSpaces('x > y')).toBe('x > y');
  });

  it('takes linear time on markup that never closes (no ReDoS through a description)', () => {
    for (const hostile of ['<'.repeat(200_000), '<p'.repeat(100_000), `${'<'.repeat(100_000)}>${'<'.repeat(100_000)}`]) {
      const started = performance.now();
      tagsToSpaces(hostile);
      expect(performance.now() - started, hostile.slice(0, 4)).toBeLessThan(1_000);
    }
  });
});

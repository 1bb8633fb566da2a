/**
 * Text that makes backtracking regular expressions slow: long runs of the separators that patterns
 * split on, runs that almost match and then fail at the end (the bait for nested quantifiers), unclosed
 * markup, tabs and multi-byte characters. Each shape takes a length in characters (roughly).
 */
export const HOSTILE_SHAPES: Record<string, (length: number) => string> = {
  'e-mail bait a@...@': (n) => `a@${'.'.repeat(n)}@`,
  'dots then !': (n) => `${'.'.repeat(n)}!`,
  '@ run': (n) => '@'.repeat(n),
  'spaces between words': (n) => `a${' '.repeat(n)}!`,
  'hyphens then !': (n) => `${'-'.repeat(n)}!`,
  'slashes after https://': (n) => `https://${'/'.repeat(n)} `,
  'comma run': (n) => `x${','.repeat(n)}`,
  'a…a!': (n) => `${'a'.repeat(n)}!`,
  'digits then x': (n) => `${'1'.repeat(n)}x`,
  'tabs between words': (n) => `x${'\t'.repeat(n)}x`,
  'unclosed tags <a<a': (n) => '<a'.repeat(Math.ceil(n / 2)),
  'unclosed comments <!--': (n) => '<!--'.repeat(Math.ceil(n / 4)),
  'unicode äß€😀': (n) => 'äß€😀'.repeat(Math.ceil(n / 5)),
};

/**
 * The longest text of a shape whose request stays within `budget` (bytes, or characters of a URL):
 * `sizeOf` measures the request the text would go into.
 */
export function longestFitting(shape: (length: number) => string, budget: number, sizeOf: (text: string) => number): string {
  let length = budget;
  for (;;) {
    const text = shape(length);
    const size = sizeOf(text);
    if (size <= budget) return text;
    length = Math.floor((length * budget) / size) - 16;
  }
}

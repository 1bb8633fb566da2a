import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { regexesIn, regexesInText } from './findRegexes';
import { judgeRegex, type Verdict } from './judgeRegex';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Code that runs on requests or in visitors' browsers (scripts, benches and tests only run here). */
const CHECKED_FOLDERS = ['src', 'server'];

describe('the regular expression finder', () => {
  it('finds literals and RegExp calls with literal arguments through the parser, not in strings, comments or divisions', () => {
    const code = [
      'const a = /^[^\\s@]+@x$/;',
      'const b = total / count / 2;',
      "const c = '/not+a+regex/';",
      '// const d = /commented+out/;',
      "const e = new RegExp('(a+)+$', 'i');",
      'const f = RegExp(`b*c`);',
      'const g = <Input pattern="[0-9]+" onChange={(v) => /x+y/g.test(v)} />;',
      'const h = `${value.replace(/\\/+$/, "")}`;',
      'const i = new RegExp(userInput);',
      "const j = new RegExp('a', flags);",
    ].join('\n');
    const { regexes, dynamic } = regexesInText('example.tsx', code);
    expect(regexes).toEqual([
      { file: 'example.tsx', line: 1, source: '^[^\\s@]+@x$', flags: '' },
      { file: 'example.tsx', line: 5, source: '(a+)+$', flags: 'i' },
      { file: 'example.tsx', line: 6, source: 'b*c', flags: '' },
      { file: 'example.tsx', line: 7, source: 'x+y', flags: 'g' },
      { file: 'example.tsx', line: 8, source: '\\/+$', flags: '' },
    ]);
    expect(dynamic.map((found) => found.line)).toEqual([9, 10]);
  });

  it('reads every non-test TypeScript file of src/ and server/', () => {
    const { regexes } = regexesIn(ROOT, CHECKED_FOLDERS);
    const files = new Set(regexes.map((found) => found.file));
    expect(files).toContain('src/shared/resources/validation.ts');
    expect(files).toContain('server/cache/encodings.ts');
    expect([...files].filter((file) => /\.test\.tsx?$/.test(file))).toEqual([]);
  });
});

describe('regular expressions in src/ and server/', () => {
  const { regexes, dynamic } = regexesIn(ROOT, CHECKED_FOLDERS);

  it('the check recognises the e-mail pattern that made inquiries a denial of service', async () => {
    expect(await judgeRegex('^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$', '')).toMatchObject({ status: 'vulnerable' });
  });

  it('builds no pattern from run-time text, which no check could vouch for', () => {
    expect(dynamic.map(({ file, line, code }) => `${file}:${line} ${code}`)).toEqual([]);
  });

  // recheck's pure backend blocks while it works; each pattern is bounded by its own timeouts (judgeRegex.ts).
  it('has no pattern that backtracks super-linearly (ReDoS)', { timeout: 600_000 }, async () => {
    const verdicts = new Map<string, Verdict>();
    const vulnerable: string[] = [];
    const unknown: string[] = [];
    for (const { file, line, source, flags } of regexes) {
      const key = `/${source}/${flags}`;
      let verdict = verdicts.get(key);
      if (!verdict) {
        verdict = await judgeRegex(source, flags);
        verdicts.set(key, verdict);
      }
      if (verdict.status === 'vulnerable') vulnerable.push(`${file}:${line} ${key} is ${verdict.complexity}, e.g. ${verdict.attack}`);
      if (verdict.status === 'unknown') unknown.push(`${file}:${line} ${key}: ${verdict.reason}`);
    }
    if (unknown.length > 0)
      console.warn(`recheck could not decide ${unknown.length} pattern(s); look at them by hand:\n${unknown.join('\n')}`);
    expect(vulnerable, `Patterns with super-linear backtracking:\n${vulnerable.join('\n')}`).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { README_FILE, readmeTable, TABLE_HEAD, withTable } from './readmeTable';
import { VARIABLES, type Variable } from './variables';

const readme = readFileSync(README_FILE, 'utf8');

/** The README's table as it is: from its head to the first line that is no table row. */
function tableInReadme(): string[] {
  const lines = readme.split('\n');
  const start = lines.indexOf(TABLE_HEAD[0]);
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('|'));
  return lines.slice(start, end);
}

const namesIn = (lines: string[]) =>
  lines.slice(TABLE_HEAD.length).flatMap((line) => [...line.split(' | ')[0].matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]));

describe('the README\'s table "Environment variables"', () => {
  it('is the one rendered from server/env/variables.ts (after a change: node --import tsx server/env/readmeTable.ts)', () => {
    expect(tableInReadme()).toEqual(readmeTable());
  });

  it('names every declared variable, and only those, with its default', () => {
    const declared = Object.entries(VARIABLES as Record<string, Variable>)
      .filter(([, variable]) => !variable.label)
      .map(([name]) => name);
    expect(namesIn(tableInReadme()).filter((name) => name !== 'PORTAL_IMMOSCOUT24_PASSWORD')).toEqual(declared);
    for (const [name, variable] of Object.entries(VARIABLES as Record<string, Variable>)) {
      if (variable.default === undefined) continue;
      const row = tableInReadme().find((line) => line.startsWith(`| \`${name}\``) || line.includes(`, \`${name}\``));
      expect(row?.split(' | ')[1], name).toContain(`\`${variable.default}\``);
    }
  });

  it('is replaced whole by the writer, the rest of the README kept', () => {
    expect(withTable(readme, readmeTable())).toBe(readme);
    const changed = withTable(readme, [...TABLE_HEAD, '| `X` | – | x |']);
    expect(changed).not.toContain('`PORT`');
    expect(changed).toContain('## Further reading');
  });
});

describe('the declarations', () => {
  it('accept their own defaults, and start with nothing set', () => {
    expect(() => readConfig({})).not.toThrow();
  });

  it('document a default or what happens unset, never both', () => {
    for (const [name, variable] of Object.entries(VARIABLES as Record<string, Variable>)) {
      expect(variable.default === undefined || variable.unset === undefined, name).toBe(true);
    }
  });
});

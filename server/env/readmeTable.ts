import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { VARIABLES, type Variable } from './variables';

export const TABLE_HEAD = ['| Variable | Default | Meaning |', '|---|---|---|'];

const defaultOf = (variable: Variable) => (variable.default !== undefined ? `\`${variable.default}\`` : (variable.unset ?? '–'));

/**
 * The README's table "Environment variables", line by line, from the declarations (variables.ts): neighbours with
 * the same meaning share a row (the Firebase web app's six values), their defaults said once when they agree.
 */
export function readmeTable(): string[] {
  const rows: { names: string[]; defaults: string[]; meaning: string }[] = [];
  for (const [name, variable] of Object.entries(VARIABLES) as [string, Variable][]) {
    const label = variable.label ?? `\`${name}\``;
    const last = rows.at(-1);
    if (last?.meaning === variable.meaning) {
      last.names.push(label);
      last.defaults.push(defaultOf(variable));
    } else {
      rows.push({ names: [label], defaults: [defaultOf(variable)], meaning: variable.meaning });
    }
  }
  return [
    ...TABLE_HEAD,
    ...rows.map(({ names, defaults, meaning }) => `| ${names.join(', ')} | ${[...new Set(defaults)].join(', ')} | ${meaning} |`),
  ];
}

export const README_FILE = resolve(import.meta.dirname, '../../README.md');

/** The README's lines with its table (from the head to the first line that is no table row) replaced by `table`. */
export function withTable(readme: string, table: readonly string[]): string {
  const lines = readme.split('\n');
  const start = lines.indexOf(TABLE_HEAD[0]);
  if (start === -1) throw new Error(`README.md has no table starting with "${TABLE_HEAD[0]}"`);
  let end = start;
  while (lines[end]?.startsWith('|')) end += 1;
  return [...lines.slice(0, start), ...table, ...lines.slice(end)].join('\n');
}

// node --import tsx server/env/readmeTable.ts — writes the table into README.md after a change of variables.ts.
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  writeFileSync(README_FILE, withTable(readFileSync(README_FILE, 'utf8'), readmeTable()));
}

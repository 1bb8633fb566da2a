import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Packages only the dashboard and the server may load: visitors' pages stay within the JavaScript budget
 * (docs/performance.md) only without them. Twice a shared module's constants pulled zod into the offer search.
 */
const DASHBOARD_ONLY = ['zod', 'react-admin', '@mui/material', 'firebase'];

const root = resolve(import.meta.dirname, '../..');
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^;]*?\sfrom\s+'([^']+)'/gm;

function sourceFile(base: string): string | undefined {
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((path) => existsSync(path) && statSync(path).isFile());
}

/** The chain of static imports from `start` to a dashboard-only package, or null (dynamic import() is where code splits). */
function chainToDashboardOnly(start: string, seen: Map<string, string | null>): string[] | null {
  const queue = [start];
  seen.set(start, null);
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (!specifier.startsWith('.')) {
        if (!DASHBOARD_ONLY.some((name) => specifier === name || specifier.startsWith(`${name}/`))) continue;
        const chain = [specifier];
        for (let at: string | null = file; at; at = seen.get(at) ?? null) chain.push(relative(root, at));
        return chain.reverse();
      }
      const target = sourceFile(resolve(dirname(file), specifier));
      if (!target || seen.has(target)) continue;
      seen.set(target, file);
      queue.push(target);
    }
  }
  return null;
}

const modules = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('visitors’ JavaScript', () => {
  it('loads no dashboard-only package through a static import of src/public or src/app', () => {
    const offenders = [...modules(join(root, 'src/public')), ...modules(join(root, 'src/app'))]
      .map((file) => chainToDashboardOnly(file, new Map()))
      .filter((chain): chain is string[] => chain !== null)
      .map((chain) => chain.join(' → '));
    expect(offenders).toEqual([]);
  });
});

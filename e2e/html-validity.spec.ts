import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { htmlErrors } from './support/htmlValidity';
import { concretePublicPaths } from './support/publicSite';

/**
 * The W3C Nu HTML Checker (vnu-jar, as validator.w3.org/nu runs it) over the server-rendered HTML of every public
 * route, with a real offer and reference, the 404 page and the dashboard's shell: no errors.
 */
const OUT = resolve('test-results/html-validity');

test('every server-rendered page is valid HTML (W3C Nu checker)', async ({ request }) => {
  test.setTimeout(120_000);
  const pages = [
    ...(await concretePublicPaths(request)),
    { name: 'nicht-gefunden', path: '/diese-seite-gibt-es-nicht' },
    { name: 'dashboard', path: '/dashboard' },
  ];
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const files = await Promise.all(
    pages.map(async ({ name, path }) => {
      const response = await request.get(path);
      expect(response.headers()['content-type'], path).toContain('text/html');
      const file = join(OUT, `${name}.html`);
      writeFileSync(file, await response.text());
      return file;
    }),
  );

  const problems = await htmlErrors(files);
  expect(problems, `vnu found:\n${problems.join('\n')}`).toEqual([]);
  expect(files.length).toBeGreaterThanOrEqual(16);
});

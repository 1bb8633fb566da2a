import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext } from 'axe-core';

/** Every WCAG 2.0, 2.1 and 2.2 rule of levels A and AA that axe-core knows. */
export const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The axe violations of any impact on the current page (or inside `include`), one line each with the offending nodes.
 * axe-core itself, without @axe-core/playwright (which needs Node 22): evaluated as a string through the browser's
 * debugging protocol, so the page's Content-Security-Policy does not stop it. Our pages have no frames.
 */
export async function accessibilityViolations(page: Page, include?: string, tags: string[] = WCAG_A_AA) {
  await page.evaluate(axeSource);
  const { violations } = await page.evaluate(
    ([selector, values]) => {
      const { axe } = window as unknown as { axe: { run(context: ElementContext, options: object): Promise<AxeResults> } };
      return axe.run(selector ?? document, { runOnly: { type: 'tag', values } });
    },
    [include ?? null, tags] as const,
  );
  return violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

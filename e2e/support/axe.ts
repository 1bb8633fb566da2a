import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Every WCAG 2.0, 2.1 and 2.2 rule of levels A and AA that axe-core knows. */
export const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The axe violations of any impact on the current page (or inside `include`), one line each with the offending nodes. */
export async function accessibilityViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(WCAG_A_AA);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

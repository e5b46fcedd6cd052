import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on the page as it is now (or only inside `include`, a CSS selector): no WCAG 2.1 A/AA
 * violation, each listed with its targets.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']);
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
  ).toEqual([]);
}

import axe from 'axe-core';

/**
 * Runs axe on a container (WCAG 2.x A/AA rules) and returns the violations as readable lines;
 * `expect(await axeViolations(container)).toEqual([])` in every state of a component.
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    // jsdom does not lay out or paint: colour contrast is checked on the tokens and in Storybook.
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

/**
 * Issue #18: every link gets the design system's link look. Home's section links («Temas que te
 * importan», «Ir a Vive sanamente») and the fertile-days calculator's .ics link are plain `<a>`
 * with a layout class only; the base rule of `@vivasalud/ui/base.css` gives them the link colour
 * token and the underline instead of the browser's default blue (rgb(0, 0, 238)). Buttons rendered
 * as links keep the button's look.
 */

const BROWSER_BLUE = 'rgb(0, 0, 238)';
const FERTILE = '/herramientas-para-tu-salud/calculadora-de-dias-fertiles';

/** A design token resolved by the page itself, as a computed colour (`rgb(…)`). */
async function tokenColor(page: Page, token: string): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  }, token);
}

const style = (link: Locator) =>
  link.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { color: computed.color, decoration: computed.textDecorationLine };
  });

async function expectDesignSystemLink(page: Page, link: Locator) {
  await expect(link).toBeVisible();
  const primary = await tokenColor(page, '--color-primary');
  expect(primary).not.toBe(BROWSER_BLUE);
  expect(await style(link)).toEqual({ color: primary, decoration: 'underline' });
}

test.describe('links have the design system look', () => {
  test('home: the section links are the primary colour, underlined; the buttons stay buttons', async ({
    page,
  }) => {
    await page.goto('/');
    const topics = page.getByRole('region', { name: 'Temas que te importan' });
    await expectDesignSystemLink(page, topics.getByRole('link', { name: 'Maternidad' }));
    await expectDesignSystemLink(page, topics.getByRole('link', { name: 'Prevención' }));
    const liveHealthy = page.getByRole('region', { name: 'Vive sanamente', exact: true });
    await expectDesignSystemLink(
      page,
      liveHealthy.getByRole('link', { name: 'Ir a Vive sanamente' }),
    );

    // The hero's calls to action are buttons rendered as links (Button asChild): not underlined.
    const cta = page.getByRole('link', { name: 'Explora las clases' });
    await expect(cta).toBeVisible();
    expect((await style(cta)).decoration).toBe('none');

    // Hover: the hover token, as the ui Link.
    const maternity = topics.getByRole('link', { name: 'Maternidad' });
    await maternity.hover();
    await expect
      .poll(async () => (await style(maternity)).color)
      .toBe(await tokenColor(page, '--color-primary-hover'));

    await expectNoAxeViolations(page);
  });

  test('días fértiles: the .ics link after a calculation', async ({ page }) => {
    await page.goto(`${FERTILE}?ultima_regla=2026-01-01&ciclo=28`);
    const result = page.getByRole('region', { name: 'Tu resultado', exact: true });
    const ics = result.getByRole('link', { name: /Descargar los días fértiles/ });
    await expectDesignSystemLink(page, ics);

    // Keyboard focus shows the design system's ring (the focus colour token).
    await ics.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(ics).toBeFocused();
    const outline = await ics.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { style: computed.outlineStyle, color: computed.outlineColor };
    });
    expect(outline).toEqual({ style: 'solid', color: await tokenColor(page, '--color-focus') });

    await expectNoAxeViolations(page);
  });
});

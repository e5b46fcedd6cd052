import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectNoField, hydrated, openWithoutScripts, recordUrls } from '../support/hydration';
import { createAccount, DEMO, DEMO_PASSWORD, freshDni } from '../support/identity';

/**
 * Issue #25 (items 1 and 9): the portal's account forms are in the page's HTML, so a person can
 * type into them — and press the button — before the page's JavaScript has loaded (a slow phone, a
 * blocked script), or with JavaScript off.
 * - What was typed before hydration stays, and is what the form sends.
 * - A form the browser submits itself posts to its same-site route (never a GET): no field
 *   reaches the address or any request's URL (what an access log writes), and the page says, in
 *   an alert, what it needs.
 */

/**
 * Each test loads the page's scripts late on purpose and then signs in, signs up or mails a link
 * (the service hashes passwords): on a loaded CI machine that takes longer than the default 5 s.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const SENT_EARLY =
  'Tu navegador envió el formulario antes de que la página terminara de cargar o tiene JavaScript desactivado.';

const password = (page: Page, label = 'Contraseña') => page.getByLabel(label, { exact: true });

test.describe('typed before the page hydrates', () => {
  for (const width of [375, 1280]) {
    test(`the login keeps the document number and password and signs in (${width} px)`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const urls = recordUrls(page);
      const release = await openWithoutScripts(page, '/auth/login?redirect=%2Fclases-en-vivo');
      const form = page.getByRole('form', { name: 'Inicia sesión' });
      await page.getByLabel('Número de documento').fill(DEMO.noCode.dni);
      await password(page).fill(DEMO_PASSWORD);

      const sessionChecked = page.waitForResponse('**/api/auth/get-user');
      await release();
      await hydrated(form);
      await sessionChecked;
      // The session check re-rendered the form: what was typed is still there…
      await expect(page.getByLabel('Número de documento')).toHaveValue(DEMO.noCode.dni);
      await expect(password(page)).toHaveValue(DEMO_PASSWORD);

      // …and it is what the form sends: the person is signed in and goes where they were going.
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect(page).toHaveURL('/clases-en-vivo');
      expect((await context.cookies()).map((cookie) => cookie.name)).toContain('vs_session');
      expectNoField(page, urls, [DEMO_PASSWORD]);
    });
  }

  test('the sign-up keeps every field and asks for the code', async ({ page }) => {
    const dni = freshDni();
    const email = `elena.${dni}@correo.pe`;
    const secret = 'Antes2026carga';
    const urls = recordUrls(page);
    const release = await openWithoutScripts(page, '/auth/registro');
    const form = page.getByRole('form', { name: 'Crea tu cuenta' });
    await page.getByLabel('Nombres').fill('Elena');
    await page.getByLabel('Apellidos').fill('Ríos Paz');
    await page.getByLabel('Número de documento').fill(dni);
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Número de celular').fill('987654321');
    await password(page).fill(secret);
    // The consent is a native checkbox: it is ticked before the script too.
    const terms = page.getByRole('checkbox', { name: /términos y condiciones/ });
    await terms.check();

    const sessionChecked = page.waitForResponse('**/api/auth/get-user');
    await release();
    await hydrated(form);
    await sessionChecked;
    await expect(page.getByLabel('Número de documento')).toHaveValue(dni);
    await expect(page.getByLabel('Número de celular')).toHaveValue('987654321');
    await expect(page.getByLabel('Nombres')).toHaveValue('Elena');
    // …and stays ticked: it is what the form sends (no «debes aceptar» error).
    await expect(terms).toBeChecked();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(
      page.getByRole('heading', { name: 'Ingresa tu código de verificación' }),
    ).toBeVisible();
    await expect(page.getByText(email.replace(/^(..).*@/, '$1****@'))).toBeVisible();
    expectNoField(page, urls, [dni, email, secret, '987654321', 'Elena']);
  });

  test('the password recovery keeps the document and sends the link', async ({ page, request }) => {
    const { dni } = await createAccount(request, 'Marta');
    const urls = recordUrls(page);
    const release = await openWithoutScripts(page, '/auth/recuperar-contrasena');
    const form = page.getByRole('form', { name: 'Recupera tu contraseña' });
    await page.getByLabel('Número de documento').fill(dni);

    await release();
    await hydrated(form);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Revisa tu correo' })).toBeFocused();
    expectNoField(page, urls, [dni]);
  });

  test('the new password keeps what was typed and sends it', async ({ page }) => {
    const urls = recordUrls(page);
    const release = await openWithoutScripts(page, '/auth/restablecer-contrasena?key=abc');
    const form = page.getByRole('form', { name: 'Crea una nueva contraseña' });
    await password(page, 'Nueva contraseña').fill('Renovada2026');

    await release();
    await hydrated(form);
    const sent = page.waitForRequest('**/api/auth/restore-password');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ password: 'Renovada2026', key: 'abc' });
    // `abc` is no key the service gave: the page says so.
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'El enlace no es válido o ya venció',
    );
    expectNoField(page, urls, ['Renovada2026']);
  });
});

test.describe('submitted before the page hydrates', () => {
  for (const width of [375, 1280]) {
    test(`the login posts, keeps every field out of the address and says what it needs (${width} px)`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const urls = recordUrls(page);
      const release = await openWithoutScripts(page, '/auth/login?redirect=%2Fclases-en-vivo');
      await page.getByLabel('Número de documento').fill(DEMO.noCode.dni);
      await password(page).fill(DEMO_PASSWORD);
      const posted = page.waitForRequest(
        (request) => request.url().endsWith('/api/auth/login') && request.method() === 'POST',
      );
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await posted;
      await expect(page).toHaveURL('/auth/login?redirect=%2Fclases-en-vivo&sin-js=1');

      await release();
      const alert = page.getByRole('main').getByRole('alert');
      await expect(alert).toHaveText(
        `${SENT_EARLY} Para iniciar sesión necesitas JavaScript: actívalo y vuelve a intentarlo.`,
      );
      await hydrated(page.getByRole('form', { name: 'Inicia sesión' }));
      await expect(alert).toBeFocused();
      expectNoField(page, urls, [DEMO.noCode.dni, DEMO_PASSWORD]);
      // Nothing was processed: no session.
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('vs_session');
      await expectNoAxeViolations(page);

      // With the script loaded, the same form signs in and goes where the person was going.
      await page.getByLabel('Número de documento').fill(DEMO.noCode.dni);
      await password(page).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect(page).toHaveURL('/clases-en-vivo');
    });
  }

  test('the sign-up posts and says what it needs', async ({ page }) => {
    const dni = freshDni();
    const urls = recordUrls(page);
    const release = await openWithoutScripts(page, '/auth/registro');
    await page.getByLabel('Nombres').fill('Elena');
    await page.getByLabel('Número de documento').fill(dni);
    await password(page).fill('Antes2026carga');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL('/auth/registro?sin-js=1');
    await release();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      `${SENT_EARLY} Para crear tu cuenta necesitas JavaScript: actívalo y vuelve a intentarlo.`,
    );
    expectNoField(page, urls, [dni, 'Antes2026carga', 'Elena']);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  /** What the person types: a document and a password, each unique to the test. */
  interface Typed {
    dni: string;
    secret: string;
  }

  const FORMS = [
    {
      name: 'the login',
      path: '/auth/login',
      form: 'Inicia sesión',
      fill: async (page: Page, values: Typed) => {
        await page.getByLabel('Número de documento').fill(values.dni);
        await password(page).fill(values.secret);
      },
      submit: 'Iniciar sesión',
      after: '/auth/login?sin-js=1',
      needs: 'Para iniciar sesión necesitas JavaScript',
      alert: 'Para iniciar sesión necesitas JavaScript: actívalo y vuelve a intentarlo.',
    },
    {
      name: 'the sign-up',
      path: '/auth/registro',
      form: 'Crea tu cuenta',
      fill: async (page: Page, values: Typed) => {
        await page.getByLabel('Nombres').fill('Elena');
        await page.getByLabel('Número de documento').fill(values.dni);
        await page.getByLabel('Correo electrónico').fill(`elena.${values.dni}@correo.pe`);
        await password(page).fill(values.secret);
      },
      submit: 'Crear cuenta',
      after: '/auth/registro?sin-js=1',
      needs: 'Para crear tu cuenta necesitas JavaScript',
      alert: 'Para crear tu cuenta necesitas JavaScript: actívalo y vuelve a intentarlo.',
    },
    {
      name: 'the password recovery',
      path: '/auth/recuperar-contrasena',
      form: 'Recupera tu contraseña',
      fill: async (page: Page, values: Typed) => {
        await page.getByLabel('Número de documento').fill(values.dni);
      },
      submit: 'Enviar enlace',
      after: '/auth/recuperar-contrasena?sin-js=1',
      needs: 'Para recuperar tu contraseña necesitas JavaScript',
      alert: 'Para recuperar tu contraseña necesitas JavaScript: actívalo y vuelve a intentarlo.',
    },
    {
      name: 'the new password',
      path: '/auth/restablecer-contrasena?key=clave-del-correo',
      form: 'Crea una nueva contraseña',
      fill: async (page: Page, values: Typed) => {
        await password(page, 'Nueva contraseña').fill(values.secret);
      },
      submit: 'Guardar contraseña',
      // The page sends no Referer (its address holds the key): the route's own page, key-less.
      after: '/auth/restablecer-contrasena?sin-js=1',
      needs: 'Para crear una nueva contraseña necesitas JavaScript',
      alert:
        'Para crear una nueva contraseña necesitas JavaScript: actívalo y vuelve a abrir el enlace de tu correo.',
    },
  ] as const;

  test('the sign-up consent is ticked and posted with the form', async ({ page }) => {
    await page.goto('/auth/registro');
    const terms = page.getByRole('checkbox', { name: /términos y condiciones/ });
    await expect(terms).not.toBeChecked();
    // A native checkbox: ticked without any script (a scripted one could not be).
    await terms.check();
    await expect(terms).toBeChecked();
    const posted = page.waitForRequest((request) => request.method() === 'POST');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    const body = new URLSearchParams((await posted).postData() ?? '');
    expect(body.get('acceptTerms')).toBe('on');
    expect(body.has('acceptAdditionalClauses')).toBe(false);
    await expect(page).toHaveURL('/auth/registro?sin-js=1');
  });

  for (const form of FORMS) {
    test(`${form.name} says so before anything is typed, posts, and keeps every field out of the address`, async ({
      page,
      context,
    }) => {
      const values = { dni: freshDni(), secret: 'SinScript2026' };
      const urls = recordUrls(page);
      await page.goto(form.path);
      const element = page.getByRole('form', { name: form.form });
      // (Playwright turns scripts off but not the parser's scripting flag, so the note is
      // raw text here; a browser without JavaScript renders it as a paragraph.)
      expect(await element.locator('noscript').evaluate((note) => note.textContent)).toContain(
        `${form.needs}. Actívalo en tu navegador y vuelve a cargar la página.`,
      );
      await form.fill(page, values);
      const posted = page.waitForRequest((request) => request.method() === 'POST');
      await page.getByRole('button', { name: form.submit }).click();
      expect(new URL((await posted).url()).pathname).toMatch(/^\/api\/auth\//);
      await expect(page).toHaveURL(form.after);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(
        `${SENT_EARLY} ${form.alert}`,
      );
      expectNoField(page, urls, [values.dni, values.secret]);
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('vs_session');
    });
  }
});

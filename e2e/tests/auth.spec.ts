import { expect, test, type Locator, type Page } from '@playwright/test';
import { formReady } from '../support/hydration';
import {
  codeIn,
  DEMO,
  DEMO_PASSWORD,
  createAccount,
  freshDni,
  lastOutboxId,
  nextOutboxMessage,
  webStorage,
} from '../support/identity';
import { expectNoAxeViolations } from '../support/axe';

/** What recovery says for every document, registered or not (issue #16). */
const RECOVERY_TEXT = 'Si el documento está registrado, enviamos un enlace al correo registrado.';

/** `jorge.huaman@demo.vivasalud.pe` → `jo****@demo.vivasalud.pe`, as the service masks it. */
const masked = (email: string) => email.replace(/^(..).*@/, '$1****@');

/** The header's greeting button of a signed-in person. */
const greeting = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^Hola, ${name}`) });

async function fillLogin(page: Page, dni: string, password = DEMO_PASSWORD) {
  await formReady(page, 'Inicia sesión');
  await page.getByLabel('Número de documento').fill(dni);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
}

/** Presses Tab (at most 25 times) until `target` has the focus. */
async function tabUntilFocused(page: Page, target: Locator) {
  for (let presses = 0; presses < 25; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Dígito 1 de 6' }).focus();
  await page.keyboard.type(code);
}

test.describe('accounts (spec §4)', () => {
  test('a person signs up, enters the code, stays signed in after a reload and logs out', async ({
    page,
    request,
  }) => {
    const dni = freshDni();
    const email = `ana.${dni}@correo.pe`;
    await page.goto('/auth/registro');
    await page.getByLabel('Nombres').fill('Ana');
    await page.getByLabel('Apellidos').fill('Torres Vega');
    await page.getByLabel('Número de documento').fill(dni);
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Número de celular').fill('987654321');
    await page.getByLabel('Contraseña', { exact: true }).fill('SaludPeru2026');
    const terms = page.getByRole('checkbox', { name: /términos y condiciones/ });
    const clauses = page.getByRole('checkbox', { name: /usos adicionales/ });
    await expect(clauses).not.toBeChecked(); // never pre-ticked
    await terms.click();
    await expect(terms).toBeChecked();

    const before = await lastOutboxId(request, email);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(
      page.getByRole('heading', { name: 'Ingresa tu código de verificación' }),
    ).toBeVisible();
    // Where the code went, masked; the pending step keeps no personal data (issue #16).
    await expect(page.getByText(masked(email))).toBeVisible();
    const pending = (await webStorage(page)).session.mfaPendingState;
    expect(pending).toBeTruthy();
    for (const personal of [email, dni, 'Ana', '987654321'])
      expect(pending).not.toContain(personal);

    await typeCode(page, codeIn(await nextOutboxMessage(request, email, before)));
    await expect(page).toHaveURL('/');
    await expect(greeting(page, 'Ana')).toBeVisible();

    await page.reload();
    await expect(greeting(page, 'Ana')).toBeVisible();
    const signedIn = await webStorage(page);
    const user = JSON.parse(signedIn.local.user ?? '{}') as Record<string, unknown>;
    expect(user).toMatchObject({ name: 'Ana', documentNumber: dni, isAuthenticated: true });
    expect(user).not.toHaveProperty('token');
    // The session token is only in an httpOnly cookie, out of reach of page JavaScript.
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/vs_session/);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name.endsWith('vs_session'))).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });

    await page.goto('/auth/login');
    await greeting(page, 'Ana').click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Inicia sesión' })).toBeVisible();
    const after = await webStorage(page);
    expect(Object.keys(JSON.parse(after.local.user ?? '{}'))).toEqual(['deviceId']);
    expect(after.session.mfaPendingState).toBeUndefined();
    // The logout call (which drops the httpOnly cookie) may still be answering as the page moves.
    await expect
      .poll(async () =>
        (await page.context().cookies()).some((cookie) => cookie.name.endsWith('vs_session')),
      )
      .toBe(false);
  });

  test('a pro member sees the crown and Telemedicina', async ({ page, request }) => {
    await page.goto('/auth/login');
    await fillLogin(page, DEMO.pro.dni);
    const before = await lastOutboxId(request, DEMO.pro.email);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(
      page.getByRole('heading', { name: 'Ingresa tu código de verificación' }),
    ).toBeVisible();
    await expectNoAxeViolations(page); // the code step
    await expect(page.getByText(masked(DEMO.pro.email))).toBeVisible();
    await typeCode(page, codeIn(await nextOutboxMessage(request, DEMO.pro.email, before)));
    await expect(page).toHaveURL('/');
    await expect(greeting(page, DEMO.pro.name)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('img', { name: 'Miembro Pro' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(menu.getByRole('link', { name: 'Telemedicina' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Programas de salud' })).toHaveCount(0);
  });

  test('login from /auth/login?redirect=/clases-grabadas lands there', async ({ page }) => {
    await page.goto('/auth/login?redirect=%2Fclases-grabadas');
    await fillLogin(page, DEMO.noCode.dni);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL('/clases-grabadas');
    await expect(greeting(page, DEMO.noCode.name)).toBeVisible();
  });

  test('an off-site redirect is ignored: login goes home', async ({ page, context }) => {
    await page.goto('/auth/login?redirect=%2F%2Fevil.example%2Fphish');
    await fillLogin(page, DEMO.noCode.dni);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL('/');
    await context.clearCookies();
  });

  test('login and the code step, by keyboard alone', async ({ page, request }) => {
    const account = await createAccount(request, 'Teclado');
    await page.goto('/auth/login');
    // From the top of the page with Tab only: skip link, header, then the form.
    await tabUntilFocused(page, page.getByLabel('Número de documento'));
    await page.keyboard.type(account.dni);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Contraseña', { exact: true })).toBeFocused();
    await page.keyboard.type(account.password);
    const before = await lastOutboxId(request, account.email);
    await page.keyboard.press('Enter');

    await expect(
      page.getByRole('heading', { name: 'Ingresa tu código de verificación' }),
    ).toBeVisible();
    // The code step takes the focus to its first box.
    const firstBox = page.getByRole('textbox', { name: 'Dígito 1 de 6' });
    await expect(firstBox).toBeFocused();
    const code = codeIn(await nextOutboxMessage(request, account.email, before));

    // A wrong code: said on the boxes, and the focus comes back to the first one.
    const wrong = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
    await page.keyboard.type(wrong);
    await expect(
      page.getByRole('group', { name: 'Código de verificación' }),
    ).toHaveAccessibleDescription(/El código es incorrecto o ya venció/);
    await expect(firstBox).toBeFocused();
    await expect(firstBox).toHaveValue('');

    await page.keyboard.type(code);
    await expect(page).toHaveURL('/');
    await expect(greeting(page, account.name)).toBeVisible();
  });

  test('a failed login keeps what was typed and says why in Spanish', async ({ page }) => {
    await page.goto('/auth/login');
    await fillLogin(page, '79999990', 'NoEsMiClave1');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      /Documento o contraseña incorrectos/,
    );
    await expect(page.getByLabel('Número de documento')).toHaveValue('79999990');
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue('NoEsMiClave1');
  });

  test('the form rules speak Spanish before anything is sent', async ({ page }) => {
    await page.goto('/auth/registro');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('Ingresa tus nombres.')).toBeVisible();
    await expect(
      page.getByText('Para crear tu cuenta debes aceptar los términos y condiciones.'),
    ).toBeVisible();
    await expect(page.getByLabel('Nombres')).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('a person recovers the password with the mailed link', async ({ page, request }) => {
    // A fresh account, so the demo passwords stay as the README says.
    const { dni, email } = await createAccount(request, 'Luis');

    await page.goto('/auth/login');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page).toHaveURL('/auth/recuperar-contrasena');
    await page.getByLabel('Número de documento').fill(dni);
    const before = await lastOutboxId(request, email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    // The new step's heading takes the focus, so it is read first.
    await expect(page.getByRole('heading', { level: 1, name: 'Revisa tu correo' })).toBeFocused();
    await expect(page.getByRole('main')).toContainText(RECOVERY_TEXT);

    const mail = await nextOutboxMessage(request, email, before);
    const link = /https?:\/\/\S+\/auth\/restablecer-contrasena\?key=\S+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await formReady(page, 'Crea una nueva contraseña');
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('Renovada2026');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Contraseña actualizada' }),
    ).toBeFocused();
    await expect(page.getByRole('main')).toContainText('Tu nueva contraseña está lista');
    // The key is no longer in the address bar.
    expect(new URL(page.url()).search).toBe('');

    // The same link cannot be used twice.
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await formReady(page, 'Crea una nueva contraseña');
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('OtraVez2026');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'El enlace no es válido o ya venció',
    );
  });

  test('recovery of a document without an account reads exactly as one with an account', async ({
    page,
    request,
  }) => {
    const { dni } = await createAccount(request, 'Rita');
    const recover = async (document: string) => {
      await page.goto('/auth/recuperar-contrasena');
      await formReady(page, 'Recupera tu contraseña');
      await page.getByLabel('Número de documento').fill(document);
      await page.getByRole('button', { name: 'Enviar enlace' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Revisa tu correo' })).toBeFocused();
      return page.getByRole('main').innerText();
    };
    const known = await recover(dni);
    const unknown = await recover(freshDni());
    expect(unknown).toBe(known);
    expect(known).toContain(RECOVERY_TEXT);
  });

  test('sign-up with a registered document gets the same code step; its owner is told by mail', async ({
    page,
    request,
  }) => {
    const owner = await createAccount(request, 'Duena');
    const typed = `otra.${owner.dni}@correo.pe`;
    await page.goto('/auth/registro');
    await page.getByLabel('Nombres').fill('Intrusa');
    await page.getByLabel('Apellidos').fill('Prueba');
    await page.getByLabel('Número de documento').fill(owner.dni);
    await page.getByLabel('Correo electrónico').fill(typed);
    await page.getByLabel('Número de celular').fill('987654321');
    await page.getByLabel('Contraseña', { exact: true }).fill('SaludPeru2026');
    await page.getByRole('checkbox', { name: /términos y condiciones/ }).click();
    const before = await lastOutboxId(request, owner.email);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    // The same step a new account gets, with where to look when an account already existed.
    await expect(
      page.getByRole('heading', { name: 'Ingresa tu código de verificación' }),
    ).toBeVisible();
    await expect(page.getByText(masked(typed))).toBeVisible();
    await expect(page.getByText(/Si ya tenías una cuenta con este documento/)).toBeVisible();

    const notice = await nextOutboxMessage(request, owner.email, before);
    expect(notice.kind).toBe('signup-attempt');
    expect(notice.text).toContain('/auth/recuperar-contrasena');
    expect(await lastOutboxId(request, typed)).toBe(0); // no code to what was typed
  });

  test.describe('accessibility of every auth page (axe, WCAG 2.1 AA)', () => {
    for (const path of [
      '/auth/login',
      '/auth/registro',
      '/auth/recuperar-contrasena',
      '/auth/restablecer-contrasena?key=abc',
      '/auth/restablecer-contrasena',
    ]) {
      test(path, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }

    test('the login with its errors shown', async ({ page }) => {
      await page.goto('/auth/login');
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect(page.getByText('Ingresa tu número de documento.')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});

import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { formReady } from './hydration';
import {
  API_URL,
  codeIn,
  greetingOf,
  lastOutboxId,
  nextOutboxMessage,
  signInByRoutes,
  type Account,
} from './identity';

/**
 * Set-up and reads of the live-class reservation tests (issue #28): signing in on the login page
 * the reserve button led to, signing a browser context in through the site routes without a page
 * (for a context without JavaScript), the outbox's mails with their attachments, and leaving no
 * seat taken behind.
 */

export const PORTAL = 'http://localhost:3000';

export interface Mail {
  id: number;
  to: string;
  kind: string;
  subject: string;
  text: string;
  createdAt: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

/** The outbox's messages to `to` of `kind`, newest first. */
export async function mailsOf(request: APIRequestContext, to: string, kind: string) {
  const response = await request.get(`${API_URL}/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Mail[]).filter((mail) => mail.kind === kind);
}

/** Waits for a message to `to` of `kind` and returns the newest. */
export async function mailOf(request: APIRequestContext, to: string, kind: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsOf(request, to, kind))[0];
        return found !== undefined;
      },
      { message: `a ${kind} message to ${to} in the outbox`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/**
 * Signs `account` in on the login page the browser is on (where a press on «Reservar mi lugar»
 * led), entering the mailed code when the service asks for one. The page then goes back where
 * its `redirect` says.
 */
export async function signInHere(page: Page, request: APIRequestContext, account: Account) {
  await formReady(page, 'Inicia sesión');
  await page.getByLabel('Número de documento').fill(account.dni);
  const password = page.getByLabel('Contraseña', { exact: true });
  await password.fill(account.password);
  const before = await lastOutboxId(request, account.email);
  await password.press('Enter');
  const codeStep = page.getByRole('heading', { name: 'Ingresa tu código de verificación' });
  await expect(codeStep.or(greetingOf(page, account.name))).toBeVisible({ timeout: 30_000 });
  if (await codeStep.isVisible()) {
    const code = codeIn(await nextOutboxMessage(request, account.email, before));
    await page.getByRole('textbox', { name: 'Dígito 1 de 6' }).focus();
    await page.keyboard.type(code);
  }
}

/**
 * Signs `account` in through the site routes with `context` (a browser context's request: the
 * session cookie lands in that context), without a page: for a context without JavaScript.
 */
export const signInWithoutPage = (
  context: APIRequestContext,
  request: APIRequestContext,
  account: Account,
) => signInByRoutes(context, request, account, 'e2e-reservations');

/** Cancels every reservation of the context's member (their seats go back to the class). */
export async function cancelAll(context: APIRequestContext) {
  const list = await context.get(`${PORTAL}/api/live-classes/reservations`);
  if (!list.ok()) return;
  const { results } = (await list.json()) as { results: { id: string; status: string }[] };
  for (const reservation of results.filter((item) => item.status === 'reserved')) {
    await context.post(`${PORTAL}/api/live-classes/reservations/${reservation.id}/cancel`, {
      headers: { origin: PORTAL },
    });
  }
}

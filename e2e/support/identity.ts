import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { formReady } from './hydration';

export const API_URL = 'http://localhost:4000';
export const DEMO_PASSWORD = 'VivaSalud2025!';

/** Demo accounts of the reference service (root README); each test uses its own. */
export const DEMO = {
  noCode: { dni: '70000001', name: 'Lucía', email: 'lucia.quispe@demo.vivasalud.pe' },
  withCode: { dni: '70000002', name: 'Jorge', email: 'jorge.huaman@demo.vivasalud.pe' },
  pro: { dni: '70000003', name: 'Rosa', email: 'rosa.mendoza@demo.vivasalud.pe' },
} as const;

export interface OutboxMessage {
  id: number;
  to: string;
  /** The mail's subject (issue #28). */
  subject: string;
  text: string;
  kind: string;
  /** Files sent with it: a reservation's confirmation carries the class's .ics as text. */
  attachments: { filename: string; contentType: string; content: string }[];
  createdAt: string;
}

/**
 * Waits for a message to `to` newer than `afterId` in the development outbox and returns it.
 * The service "sends" codes and recovery links there outside production.
 */
export async function nextOutboxMessage(
  request: APIRequestContext,
  to: string,
  afterId: number,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${API_URL}/dev/outbox?to=${encodeURIComponent(to)}`);
        const messages = (await response.json()) as OutboxMessage[];
        found = messages.find((message) => message.id > afterId);
        return found !== undefined;
      },
      { message: `a message to ${to} in the outbox`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/**
 * Runs the service's scheduler at the instant `now` (`POST /dev/scheduler/run`, development and
 * test only): the reservation reminders due then go to the outbox. Answers how many went out.
 */
export async function runScheduler(
  request: APIRequestContext,
  now: Date | string,
): Promise<number> {
  const response = await request.post(`${API_URL}/dev/scheduler/run`, {
    data: { now: new Date(now).toISOString() },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { sent: number }).sent;
}

/** The id of the newest message to `to` (0 when none), to wait for the next one. */
export async function lastOutboxId(request: APIRequestContext, to: string): Promise<number> {
  const response = await request.get(`${API_URL}/dev/outbox?to=${encodeURIComponent(to)}`);
  const messages = (await response.json()) as OutboxMessage[];
  return messages[0]?.id ?? 0;
}

export function codeIn(message: OutboxMessage): string {
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`No 6-digit code in the ${message.kind} message`);
  return code;
}

/** A DNI no earlier run used: 8 digits from the clock and a random tail (79xxxxxx). */
export function freshDni(): string {
  const tail = `${Date.now() % 100_000}${Math.floor(Math.random() * 10)}`.padStart(6, '0');
  return `79${tail.slice(-6)}`;
}

/** What the page keeps in web storage, parsed. */
export async function webStorage(page: Page) {
  return page.evaluate(() => ({
    local: Object.fromEntries(Object.entries(window.localStorage)),
    session: Object.fromEntries(Object.entries(window.sessionStorage)),
  }));
}

export interface Account {
  dni: string;
  email: string;
  name: string;
  password: string;
}

/**
 * Creates an account straight on the identity service (test set-up, not the flow under test).
 * Each call comes "from" its own address, so reruns do not use up the per-address sign-up limit;
 * the service trusts its loopback callers' X-Forwarded-For.
 */
export async function createAccount(request: APIRequestContext, name: string): Promise<Account> {
  const dni = freshDni();
  const account = {
    dni,
    email: `${name.toLowerCase()}.${dni}@correo.pe`,
    name,
    password: 'Inicial2026',
  };
  const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const response = await request.post(`${API_URL}/identity/auth/signup`, {
    headers: { 'x-forwarded-for': address },
    data: {
      document_type: 'DNI',
      document_number: dni,
      email: account.email,
      name,
      last_name: 'Prueba',
      phone: '+51987650000',
      password: account.password,
      is_terms_conditions_accepted: true,
      is_additional_clauses_accepted: false,
      device: 'e2e-set-up',
      channel: 'mail',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** The header's greeting: shown once the session check answered with a signed-in person. */
export const greetingOf = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^Hola, ${name}`) });

/**
 * Signs `account` in through the login page with the keyboard, entering the mailed code when the
 * service asks for one, and comes back to `returnTo` (the login's `redirect`).
 */
export async function signInThroughLoginPage(
  page: Page,
  request: APIRequestContext,
  account: Account,
  returnTo = '/',
) {
  await page.goto(`/auth/login?redirect=${encodeURIComponent(returnTo)}`);
  await formReady(page, 'Inicia sesión');
  await page.getByLabel('Número de documento').fill(account.dni);
  const password = page.getByLabel('Contraseña', { exact: true });
  await password.fill(account.password);
  const before = await lastOutboxId(request, account.email);
  await password.press('Enter');
  const codeStep = page.getByRole('heading', { name: 'Ingresa tu código de verificación' });
  await expect(codeStep.or(greetingOf(page, account.name))).toBeVisible();
  if (await codeStep.isVisible()) {
    const code = codeIn(await nextOutboxMessage(request, account.email, before));
    await page.getByRole('textbox', { name: 'Dígito 1 de 6' }).focus();
    await page.keyboard.type(code);
  }
  await expect(page).toHaveURL(returnTo);
  await expect(greetingOf(page, account.name)).toBeVisible();
}

/**
 * Signs `account` in through the portal's same-site routes (`/api/auth/login`, then
 * `/api/auth/mfa-validation` with the mailed code when the service asks for one) with `context`
 * (a browser context's or a page's request: the session cookie lands in that context), without
 * loading a page — so a context without JavaScript can be signed in too. Patient: on a busy
 * machine the password check takes seconds.
 */
export async function signInByRoutes(
  context: APIRequestContext,
  request: APIRequestContext,
  account: Pick<Account, 'dni' | 'email' | 'password'>,
  device = 'e2e-site-routes',
) {
  const portal = 'http://localhost:3000';
  const before = await lastOutboxId(request, account.email);
  const login = await context.post(`${portal}/api/auth/login`, {
    headers: { origin: portal },
    data: {
      documentType: 'DNI',
      document: account.dni,
      password: account.password,
      device,
      channel: 'mail',
    },
    timeout: 30_000,
  });
  expect(login.status(), await login.text()).toBe(200);
  const answer = (await login.json()) as { needMfa?: boolean; challenge?: { reference: string } };
  if (answer.needMfa) {
    const otp = codeIn(await nextOutboxMessage(request, account.email, before));
    const validated = await context.post(`${portal}/api/auth/mfa-validation`, {
      headers: { origin: portal },
      data: { reference: answer.challenge?.reference, device, otp },
      timeout: 30_000,
    });
    expect(await validated.json()).toEqual({ success: true });
  }
}

/**
 * `signInByRoutes` with the page's context — set-up for tests about what a signed-in person
 * sees, not about the sign-in — then loads home until the session is known there: its `user`
 * record (never the token) is then stored, as after a sign-in through the form.
 */
export async function signInBySiteRoutes(
  page: Page,
  request: APIRequestContext,
  account: Pick<Account, 'dni' | 'email' | 'password'>,
) {
  await signInByRoutes(page.request, request, account);
  await page.goto('/');
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const raw = window.localStorage.getItem('user');
          return raw !== null && (JSON.parse(raw) as { isAuthenticated?: unknown }).isAuthenticated;
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
}

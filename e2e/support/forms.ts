import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_URL } from './identity';
import { hydrated } from './hydration';
import { mailsOf } from './reservations';

/**
 * The program forms and the comment form (issue #32): walking their question pages by keyboard,
 * and reading back what the service stored (`GET /dev/forms/:reference`) and mailed.
 */

export interface StoredForm {
  id: number;
  reference: string;
  form: string;
  payload: Record<string, unknown>;
  consent_version: string | null;
  consented_at: string | null;
  status: string | null;
  idempotency_key: string | null;
  created_at: string;
  attachment: { filename: string; mime_type: string; size: number } | null;
}

/** The submission the service stored under `reference`. */
export async function storedForm(
  request: APIRequestContext,
  reference: string,
): Promise<StoredForm> {
  const response = await request.get(`${API_URL}/dev/forms/${reference}`);
  expect(response.status(), `GET /dev/forms/${reference}`).toBe(200);
  return (await response.json()) as StoredForm;
}

/** The receipt mails to `to` (newest first). */
export const receiptMails = (request: APIRequestContext, to: string) =>
  mailsOf(request, to, 'form-receipt');

/** A fresh email per test: its outbox holds that test's mails only. */
export const freshEmail = (label: string) =>
  `e2e.${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@correo.pe`;

/** A fresh DNI (8 digits). */
export const freshDocument = () => String(40_000_000 + Math.floor(Math.random() * 9_999_999));

/** Lima's date `days` from today (ISO): the bounds of the forms' dates. */
export function limaDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The form of a page, once its script runs it. */
export async function formRunning(page: Page, kind: string): Promise<Locator> {
  const form = page.locator(`form[data-form="${kind}"]`);
  await hydrated(form);
  return form;
}

/** The question page on screen (its heading). */
export const currentStep = (page: Page) => page.locator('[data-step][data-current]');

/** Types into a field by keyboard (focus, then keys). */
export async function typeInto(field: Locator, text: string) {
  await field.focus();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(text);
}

/** Chooses a radio or ticks a box by keyboard (focus, Space). */
export async function choose(option: Locator) {
  await option.focus();
  await option.press('Space');
  await expect(option).toBeChecked();
}

/** «Continuar» by keyboard (Enter on the button), and the next page's heading. */
export async function continueTo(page: Page, heading: string) {
  await currentStep(page).getByRole('button', { name: 'Continuar' }).press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeFocused();
}

/** The contact page of every program form. */
export async function fillContact(
  page: Page,
  {
    name,
    document,
    email,
    phone = '987 654 321',
  }: { name: string; document: string; email: string; phone?: string },
) {
  const step = currentStep(page);
  await typeInto(step.getByLabel(/nombres y apellidos/i), name);
  await typeInto(step.getByRole('textbox', { name: 'Número de documento' }), document);
  await typeInto(step.getByRole('textbox', { name: 'Correo electrónico' }), email);
  await typeInto(step.getByRole('textbox', { name: 'Celular' }), phone);
}

/** The consent page: tick the health-data consent. */
export async function giveConsent(page: Page) {
  await choose(
    currentStep(page).getByRole('checkbox', { name: /Autorizo el uso de mis datos de salud/ }),
  );
}

/** The reference on the confirmation page, and the page's heading. */
export async function confirmationReference(
  page: Page,
  heading: string,
  level: 1 | 2 = 1,
): Promise<string> {
  await expect(page.getByRole('heading', { level, name: heading })).toBeVisible({
    timeout: 20_000,
  });
  const reference = new URL(page.url()).searchParams.get('referencia');
  expect(reference).toMatch(/^[A-Z]{3,4}-\d{6,}$/);
  await expect(page.getByText(reference!)).toBeVisible();
  return reference!;
}

/** The review page's rows: label → answer. */
export async function reviewRows(page: Page): Promise<Record<string, string>> {
  const rows = currentStep(page).locator('dl > div');
  const found: Record<string, string> = {};
  for (const row of await rows.all()) {
    found[(await row.locator('dt').innerText()).trim()] = (
      await row.locator('dd').first().innerText()
    ).trim();
  }
  return found;
}

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import type { FormSpec } from '@/lib/forms/definition';
import { draftKey } from '@/lib/forms/draft';
import type { ProfileLike } from '@/lib/forms/profile';
import { StepForm } from './StepForm';

const replace = vi.fn();

/** The signed-in person the session island hands the form (none: a visitor). */
let profile: ProfileLike | null = null;
vi.mock('@/components/session/SessionIsland', async () => {
  const { useEffect } = await import('react');
  function ProfileReader({ onProfile }: { onProfile: (profile: ProfileLike) => void }) {
    useEffect(() => {
      if (profile) onProfile(profile);
    }, [onProfile]);
    return null;
  }
  return {
    SessionIsland: ({ children }: { children: (runtime: unknown) => ReactNode }) =>
      children({ ProfileReader }),
  };
});

const SPEC: FormSpec = {
  kind: 'demo',
  action: '/api/forms/demo',
  page: '/demo',
  submitLabel: 'Enviar inscripción',
  fields: [
    {
      kind: 'radios',
      name: 'is_first_pregnancy',
      label: '¿Es tu primer embarazo?',
      options: [
        { value: 'si', label: 'Sí' },
        { value: 'no', label: 'No' },
      ],
    },
    { kind: 'text', name: 'weeks_pregnant', label: 'Semanas de embarazo', suffix: 'semanas' },
    { kind: 'text', name: 'full_name', label: 'Nombres y apellidos' },
    { kind: 'email', name: 'email', label: 'Correo electrónico' },
    {
      kind: 'consent',
      name: 'consent',
      label: 'Autorizo el uso de mis datos de salud.',
      title: 'Autorización',
      paragraphs: ['Usaremos tus datos para atenderte.'],
      version: 'datos-salud-2026-11',
    },
  ],
  steps: [
    { id: 'embarazo', title: 'Tu embarazo', fields: ['is_first_pregnancy', 'weeks_pregnant'] },
    { id: 'contacto', title: 'Tus datos', fields: ['full_name', 'email'] },
    { id: 'autorizacion', title: 'Autorización', fields: ['consent'] },
  ],
};

const schema = z.object({
  is_first_pregnancy: z.enum(['si', 'no'], { error: 'Elige si es tu primer embarazo.' }),
  weeks_pregnant: z.string().check(z.regex(/^\d{1,2}$/, 'Escribe las semanas, del 1 al 42.')),
  full_name: z.string().check(z.minLength(1, 'Escribe tus nombres y apellidos.')),
  email: z.string().check(z.regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, 'Escribe un correo válido.')),
  consent: z
    .union([z.boolean(), z.string()])
    .check(
      z.refine((value) => value === true || value === 'true', 'Autoriza el uso de tus datos.'),
    ),
});

const KEY = '0b4f3c1e-6a8d-4e21-9c55-7f1a2b3c4d5e';
const form = (props: Partial<Parameters<typeof StepForm>[0]> = {}) => (
  <StepForm
    goTo={replace}
    spec={SPEC}
    loadSchema={() => Promise.resolve(schema)}
    initialKey={KEY}
    {...props}
  />
);

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  sessionStorage.clear();
  profile = null;
  replace.mockReset();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const answered = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

const continueButton = () => screen.getByRole('button', { name: 'Continuar' });
const visibleStep = () => document.querySelector<HTMLElement>('[data-step][data-current]')!;

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText('No'));
  await user.type(screen.getByLabelText('Semanas de embarazo'), '20');
  await user.click(continueButton());
  await user.type(await screen.findByLabelText('Nombres y apellidos'), 'Rosa Mamani');
  await user.type(screen.getByLabelText('Correo electrónico'), 'rosa@correo.pe');
  await user.click(within(visibleStep()).getByRole('button', { name: 'Continuar' }));
  await user.click(await screen.findByLabelText('Autorizo el uso de mis datos de salud.'));
  await user.click(within(visibleStep()).getByRole('button', { name: 'Continuar' }));
  await screen.findByRole('heading', { name: 'Revisa tus respuestas' });
}

describe('StepForm before its script runs', () => {
  it('is a plain form in the HTML: every question, posting to its route, shown all at once without JavaScript', () => {
    const html = renderToString(form());
    document.body.innerHTML = html;
    const element = document.querySelector('form')!;
    expect(element.getAttribute('action')).toBe('/api/forms/demo');
    expect(element.getAttribute('method')).toBe('post');
    expect(element.hasAttribute('novalidate')).toBe(false);
    for (const name of ['is_first_pregnancy', 'weeks_pregnant', 'full_name', 'email', 'consent']) {
      expect(element.querySelector(`[name="${name}"]`)).not.toBeNull();
    }
    expect(element.querySelector('input[name="idempotency_key"]')!.getAttribute('value')).toBe(KEY);
    expect(element.querySelector('input[name="consent_version"]')!.getAttribute('value')).toBe(
      'datos-salud-2026-11',
    );
    // A form of question pages: CSS shows one page where a script runs (`html[data-js]`), every
    // page without one; «Continuar» does nothing until the script runs the form.
    expect(element.hasAttribute('data-steps')).toBe(true);
    expect(element.hasAttribute('data-hydrated')).toBe(false);
    expect(element.querySelector('[data-step-nav] button')!.getAttribute('type')).toBe('button');
  });
});

describe('StepForm', () => {
  it('asks one page at a time and checks only that page', async () => {
    const user = userEvent.setup();
    render(form());
    expect(within(visibleStep()).getByRole('heading', { name: 'Tu embarazo' })).toBeTruthy();
    expect(screen.getByText('Paso 1 de 4')).toBeTruthy();

    await user.click(continueButton());
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'Hay un problema' })).toBeTruthy();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Elige si es tu primer embarazo.', '#campo-is-first-pregnancy'],
      ['Escribe las semanas, del 1 al 42.', '#campo-weeks-pregnant'],
    ]);
    expect(document.activeElement).toBe(summary);
    // The fields of the next pages are not checked yet.
    expect(screen.queryByText('Escribe tus nombres y apellidos.')).toBeNull();

    await user.click(links[1]!);
    expect(document.activeElement).toBe(screen.getByLabelText('Semanas de embarazo'));
    await user.click(screen.getByLabelText('Sí'));
    await user.type(screen.getByLabelText('Semanas de embarazo'), '12');
    await user.click(continueButton());
    const heading = await screen.findByRole('heading', { name: 'Tus datos' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('Paso 2 de 4')).toBeTruthy();
    expect(new URL(window.location.href).searchParams.get('paso')).toBe('2');
  });

  it('reviews every answer, and «Cambiar» leads back to the review', async () => {
    const user = userEvent.setup();
    render(form());
    await fillAll(user);
    const review = visibleStep();
    const rows = within(review)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['¿Es tu primer embarazo?', 'No'],
      ['Semanas de embarazo', '20 semanas'],
      ['Nombres y apellidos', 'Rosa Mamani'],
      ['Correo electrónico', 'rosa@correo.pe'],
    ]);
    await user.click(within(review).getByRole('button', { name: 'Cambiar Correo electrónico' }));
    const email = screen.getByLabelText('Correo electrónico');
    expect(document.activeElement).toBe(email);
    await user.clear(email);
    await user.type(email, 'rosa.m@correo.pe');
    await user.click(within(visibleStep()).getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { name: 'Revisa tus respuestas' })).toBeTruthy();
    expect(within(visibleStep()).getByText('rosa.m@correo.pe')).toBeTruthy();
  });

  it('a network failure keeps every answer; the retry sends the same key once; success goes to the confirmation', async () => {
    const user = userEvent.setup();
    render(form());
    await fillAll(user);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Enviar inscripción' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Tus respuestas siguen aquí/);
    expect(within(visibleStep()).getByText('Rosa Mamani')).toBeTruthy();

    fetchMock.mockImplementationOnce(() =>
      answered(201, { reference: 'DEM-000042', message: 'Recibido.' }),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar inscripción' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/demo?referencia=DEM-000042'));

    const keys = fetchMock.mock.calls.map(
      ([, init]) => (init as RequestInit).headers as Record<string, string>,
    );
    expect(keys.map((headers) => headers['idempotency-key'])).toEqual([KEY, KEY]);
    const sent = JSON.parse((fetchMock.mock.calls[1]![1] as RequestInit).body as string);
    expect(sent).toEqual({
      is_first_pregnancy: 'no',
      weeks_pregnant: '20',
      full_name: 'Rosa Mamani',
      email: 'rosa@correo.pe',
      consent: 'true',
      consent_version: 'datos-salud-2026-11',
    });
    // Sent: the draft is gone.
    expect(sessionStorage.getItem(draftKey('demo'))).toBeNull();
  });

  it('the service’s refusal of a field leads to its page with the message', async () => {
    const user = userEvent.setup();
    render(form());
    await fillAll(user);
    fetchMock.mockImplementationOnce(() =>
      answered(400, {
        error: true,
        code: 'VALIDATION_ERROR',
        message: 'Datos inválidos.',
        errors: [{ field: 'email', message: 'Este correo no recibe mensajes.' }],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar inscripción' }));
    expect(await screen.findByRole('heading', { name: 'Tus datos' })).toBeTruthy();
    const summary = await screen.findByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(
      within(summary).getByRole('link', { name: 'Este correo no recibe mensajes.' }),
    ).toBeTruthy();
    const email = screen.getByLabelText('Correo electrónico') as HTMLInputElement;
    expect(email.value).toBe('rosa@correo.pe');
    // Mended, «Continuar» leads back to the review.
    await user.clear(email);
    await user.type(email, 'rosa@otro.pe');
    await user.click(within(visibleStep()).getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { name: 'Revisa tus respuestas' })).toBeTruthy();
  });

  it('changed answers after a failure get a new key (the old one named other answers)', async () => {
    const user = userEvent.setup();
    render(form());
    await fillAll(user);
    fetchMock.mockImplementation(() => answered(503, { error: true, message: 'x' }));
    await user.click(screen.getByRole('button', { name: 'Enviar inscripción' }));
    await screen.findByRole('alert');
    await user.click(
      within(visibleStep()).getByRole('button', { name: 'Cambiar Nombres y apellidos' }),
    );
    await user.type(screen.getByLabelText('Nombres y apellidos'), ' Quispe');
    await user.click(within(visibleStep()).getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { name: 'Revisa tus respuestas' });
    await user.click(screen.getByRole('button', { name: 'Enviar inscripción' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const keys = fetchMock.mock.calls.map(
      ([, init]) => ((init as RequestInit).headers as Record<string, string>)['idempotency-key'],
    );
    expect(keys[0]).toBe(KEY);
    expect(keys[1]).not.toBe(KEY);
  });

  it('keeps a draft in sessionStorage (never the consent) and brings it back', async () => {
    const user = userEvent.setup();
    const { unmount } = render(form());
    await user.click(screen.getByLabelText('No'));
    await user.type(screen.getByLabelText('Semanas de embarazo'), '20');
    // The consent's page reached and its box ticked: never kept in the draft.
    await user.click(continueButton());
    await user.type(await screen.findByLabelText('Nombres y apellidos'), 'Rosa');
    await user.type(screen.getByLabelText('Correo electrónico'), 'rosa@correo.pe');
    await user.click(within(visibleStep()).getByRole('button', { name: 'Continuar' }));
    await user.click(await screen.findByLabelText('Autorizo el uso de mis datos de salud.'));
    await waitFor(() =>
      expect(sessionStorage.getItem(draftKey('demo'))).toContain('"weeks_pregnant":"20"'),
    );
    await waitFor(() => expect(sessionStorage.getItem(draftKey('demo'))).toContain('"full_name"'));
    expect(sessionStorage.getItem(draftKey('demo'))).not.toContain('consent');
    unmount();
    render(form());
    await waitFor(() =>
      expect((screen.getByLabelText('Semanas de embarazo') as HTMLInputElement).value).toBe('20'),
    );
    expect((screen.getByLabelText('No') as HTMLInputElement).checked).toBe(true);
    expect(localStorage.length).toBe(0);
  });

  it('fills a signed-in person’s name and email when still empty', async () => {
    profile = {
      name: 'Rosa',
      lastName: 'Mamani',
      email: 'rosa@correo.pe',
      documentType: 'DNI',
      documentNumber: '45871236',
    };
    render(form());
    await waitFor(() =>
      expect((screen.getByLabelText('Nombres y apellidos') as HTMLInputElement).value).toBe(
        'Rosa Mamani',
      ),
    );
    expect((screen.getByLabelText('Correo electrónico') as HTMLInputElement).value).toBe(
      'rosa@correo.pe',
    );
  });

  it('shows what a post without JavaScript came back with, on the page of the first field', () => {
    render(
      form({
        returnedErrors: { email: 'Revisa tu respuesta a «Correo electrónico».' },
        returnedNotice: 'No pudimos aceptar algunos datos.',
      }),
    );
    expect(within(visibleStep()).getByRole('heading', { name: 'Tus datos' })).toBeTruthy();
    expect(screen.getByText('No pudimos aceptar algunos datos.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Revisa tu respuesta a «Correo electrónico».' }),
    ).toBeTruthy();
  });
});

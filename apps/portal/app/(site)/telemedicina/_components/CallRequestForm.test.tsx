import { render as renderWithoutPage, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteSchema } from '@vivasalud/api-client/site';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPageQueryClient } from '@/components/query/PageQueryClient';
import { QueryClientSlot } from '@/components/query/QueryClientSlot';
import { CallRequestForm, type CallRequestFormProps } from './CallRequestForm';

const queryClient = createPageQueryClient();
const render = (ui: ReactElement) =>
  renderWithoutPage(ui, {
    wrapper: ({ children }) => <QueryClientSlot client={queryClient}>{children}</QueryClientSlot>,
  });

const KEY = '6f1c2b9e-8d4a-4e2f-9b7c-1a2b3c4d5e6f';
const PROPS: CallRequestFormProps = {
  specialties: [
    { id: 'medicina-general', name: 'Medicina general' },
    { id: 'pediatria', name: 'Pediatría' },
  ],
  consent: { version: 'v1', text: 'Autorizo a VivaSalud a tratar mis datos de salud.' },
  expectedWaitMinutes: 30,
  nextSteps: 'Un profesional te llamará para iniciar la videoconsulta.',
  initialKey: KEY,
};
const CALL: SiteSchema<'TelemedicineCall'> = {
  callId: '3b0d7a52-2f1e-4c3a-9a8b-7c6d5e4f3a2b',
  status: 'queued',
  specialty: 'pediatria',
  phone: '+51987654321',
  consent_version: 'v1',
  consented_at: '2026-11-28T15:00:00.000Z',
  expected_wait_minutes: 30,
  next_steps: 'Un profesional te llamará para iniciar la videoconsulta.',
};

let posts: { key: string | null; body: unknown }[] = [];
let answers: (() => Response | Promise<Response>)[] = [];
const server = setupServer(
  http.post('*/api/telemedicine/post-call', async ({ request }) => {
    posts.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
    return (answers.shift() ?? (() => HttpResponse.json(CALL, { status: 201 })))();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  queryClient.clear();
  posts = [];
  answers = [];
});
afterAll(() => server.close());

const phone = () => screen.getByRole('textbox', { name: /Número al que te llamaremos/ });
const consent = () => screen.getByRole('checkbox', { name: /Autorizo el uso de mis datos/ });
const submit = () => screen.getByRole('button', { name: 'Solicitar llamada' });

async function fillIn(number = '987654321') {
  await userEvent.click(screen.getByRole('radio', { name: 'Pediatría' }));
  await userEvent.type(phone(), number);
  await userEvent.click(consent());
}

describe('the call request form', () => {
  it('posts itself to the same-site route without JavaScript, with the key and the names', () => {
    const { container } = render(<CallRequestForm {...PROPS} />);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/telemedicine/post-call');
    const data = new FormData(form);
    expect(data.get('idempotency_key')).toBe(KEY);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('name'))).toEqual([
      'specialty',
      'specialty',
    ]);
    expect(phone().getAttribute('name')).toBe('phone');
    expect(consent().getAttribute('name')).toBe('consent');
    expect(screen.getByText(PROPS.consent.text)).toBeTruthy();
  });

  it('names every field at fault in Spanish, with a summary, and sends nothing', async () => {
    render(<CallRequestForm {...PROPS} />);
    await userEvent.click(submit());
    const summary = await screen.findByRole('group', { name: 'Revisa estos datos' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Elige la especialidad de tu consulta.', '#telemedicina-specialty'],
      ['Ingresa el número al que te llamaremos.', '#telemedicina-phone'],
      [
        'Para solicitar la llamada debes autorizar el uso de tus datos de salud.',
        '#telemedicina-consent',
      ],
    ]);
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(phone().getAttribute('aria-invalid')).toBe('true');
    expect(consent().getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);
  });

  it('keeps what was typed when a field is wrong', async () => {
    render(<CallRequestForm {...PROPS} />);
    await fillIn('12345');
    await userEvent.click(submit());
    expect(
      await screen.findByText('Ingresa un número de teléfono válido, por ejemplo 987 654 321.', {
        selector: 'a',
      }),
    ).toBeTruthy();
    expect(phone()).toHaveProperty('value', '12345');
    expect(screen.getByRole('radio', { name: 'Pediatría' })).toHaveProperty('checked', true);
    expect(consent()).toHaveProperty('checked', true);
    expect(posts).toEqual([]);
  });

  it('sends one request for a double press, then confirms with the wait and what follows', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    answers = [
      async () => {
        await held;
        return HttpResponse.json(CALL, { status: 201 });
      },
    ];
    render(<CallRequestForm {...PROPS} />);
    await fillIn();
    await userEvent.dblClick(submit());
    // Busy while the request runs (its name says so): a third press cannot send another.
    await waitFor(() => expect(screen.getByRole('button')).toHaveProperty('disabled', true));
    release();
    const confirmation = await screen.findByRole('region', { name: 'Recibimos tu solicitud' });
    // The focus goes to its heading: a screen reader reads it out.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(confirmation).getByRole('heading', { name: 'Recibimos tu solicitud' }),
      ),
    );
    expect(confirmation.textContent).toContain('Pediste una consulta de Pediatría.');
    expect(confirmation.textContent).toContain('al +51987654321');
    expect(confirmation.textContent).toContain('30 minutos');
    expect(confirmation.textContent).toContain(PROPS.nextSteps);
    expect(posts).toEqual([
      { key: KEY, body: { specialty: 'pediatria', phone: '+51987654321', consent: true } },
    ]);
  });

  it('says the service failed, keeps the form, and retries with the same key', async () => {
    answers = [
      () =>
        HttpResponse.json(
          { error: true, code: 'UPSTREAM_ERROR', message: 'No pudimos conectar.' },
          { status: 502 },
        ),
    ];
    render(<CallRequestForm {...PROPS} />);
    await fillIn();
    await userEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /No pudimos enviar tu solicitud/,
    );
    expect(phone()).toHaveProperty('value', '987654321');
    await userEvent.click(submit());
    await screen.findByRole('heading', { name: 'Recibimos tu solicitud' });
    expect(posts.map((post) => post.key)).toEqual([KEY, KEY]);
  });

  it("shows the service's field errors", async () => {
    answers = [
      () =>
        HttpResponse.json(
          {
            error: true,
            code: 'VALIDATION_ERROR',
            message: 'Datos inválidos.',
            errors: [{ field: 'phone', message: 'Ingresa un número de teléfono válido.' }],
          },
          { status: 400 },
        ),
    ];
    render(<CallRequestForm {...PROPS} />);
    await fillIn();
    await userEvent.click(submit());
    const summary = await screen.findByRole('group', { name: 'Revisa estos datos' });
    expect(within(summary).getByRole('link').textContent).toBe(
      'Ingresa un número de teléfono válido.',
    );
  });

  it('shows the confirmation and the errors a form posted without JavaScript landed with', () => {
    const { unmount } = render(
      <CallRequestForm {...PROPS} result={{ kind: 'sent', specialty: 'pediatria' }} />,
    );
    expect(screen.getByRole('heading', { name: 'Recibimos tu solicitud' })).toBeTruthy();
    unmount();
    render(
      <CallRequestForm
        {...PROPS}
        result={{
          kind: 'refused',
          code: 'VALIDATION_ERROR',
          specialty: 'pediatria',
          fields: ['consent'],
        }}
      />,
    );
    expect(screen.getByRole('group', { name: 'Revisa estos datos' }).textContent).toContain(
      'Para solicitar la llamada debes autorizar el uso de tus datos de salud.',
    );
    expect(screen.getByRole('radio', { name: 'Pediatría' })).toHaveProperty('checked', true);
  });
});

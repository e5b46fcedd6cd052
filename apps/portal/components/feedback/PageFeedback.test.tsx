import { setupContractServer } from '@vivasalud/api-client/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_MESSAGES, QUALIFICATION_ROUTE } from '@/lib/forms/qualification';
import { navigateTo, setLocation } from '@/test/navigation';
import { COUNT_ANNOUNCE_DELAY_MS } from './FeedbackComment';
import { PageFeedback } from './PageFeedback';

vi.mock('next/navigation', () => import('@/test/navigation'));

// A request nobody handled fails the test: where no handler is set, nothing may be sent.
const server = setupContractServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ROUTE = `${window.location.origin}${QUALIFICATION_ROUTE}`;

/** The route answering `answer`; records every body it received. */
function route(answer: () => Response | Promise<Response> = () => created()) {
  const received: unknown[] = [];
  server.use(
    http.post(ROUTE, async ({ request }) => {
      received.push(await request.json());
      return answer();
    }),
  );
  return received;
}

const created = () =>
  HttpResponse.json({ id: 7, message: 'Gracias por tu opinión.' }, { status: 201 });

function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const widget = () => screen.queryByRole('region', { name: 'Tu opinión sobre esta página' });
const question = () => screen.getByRole('group', { name: FEEDBACK_MESSAGES.question });
const yes = () => screen.getByRole<HTMLInputElement>('radio', { name: 'Sí' });
const no = () => screen.getByRole<HTMLInputElement>('radio', { name: 'No' });
const comment = () =>
  screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Cuéntanos por qué (opcional)' });
const send = () => screen.getByRole<HTMLButtonElement>('button', { name: /Enviar|Cargando/ });
const status = () => screen.getByRole('status');

/** Chooses an answer and waits for the comment form (loaded on demand). */
async function choose(user: UserEvent, radio: HTMLInputElement) {
  await user.click(radio);
  await screen.findByRole('textbox', { name: 'Cuéntanos por qué (opcional)' });
}

/** The text of the field's descriptions (hint and error), as a screen reader reads them. */
function description(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

function renderOn(pathname: string) {
  setLocation(pathname);
  const user = userEvent.setup({ delay: null });
  return { user, ...render(<PageFeedback />) };
}

beforeEach(() => {
  delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
});

describe('PageFeedback (issue #6)', () => {
  describe('given a page of the common layout', () => {
    it('asks «¿Te fue útil esta página?» with Sí and No, and nothing else until answered', () => {
      renderOn('/telemedicina');

      expect(widget()).not.toBeNull();
      expect(within(question()).getAllByRole('radio')).toEqual([yes(), no()]);
      expect(yes().checked).toBe(false);
      expect(no().checked).toBe(false);
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
      expect(status().textContent).toBe('');
    });

    describe('after Sí', () => {
      it('offers an optional comment, with its limit and a privacy note, and a counter', async () => {
        const { user } = renderOn('/telemedicina');
        await choose(user, yes());

        expect(comment().value).toBe('');
        expect(comment().required).toBe(false);
        expect(description(comment())).toContain('Hasta 500 caracteres.');
        expect(description(comment())).toContain('No escribas datos personales');
        expect(screen.getByText('Te quedan 500 caracteres.')).toBeTruthy();

        await user.type(comment(), 'Clara');
        expect(screen.getByText('Te quedan 495 caracteres.')).toBeTruthy();
      });

      it('sends the answer, the comment and the page path once, then thanks', async () => {
        const received = route();
        const { user } = renderOn('/telemedicina');

        await choose(user, yes());
        await user.type(comment(), 'Muy clara, gracias.');
        await user.click(send());

        await waitFor(() => expect(status().textContent).toBe('¡Gracias por tu opinión!'));
        expect(document.activeElement).toBe(status());
        expect(received).toEqual([
          { page_path: '/telemedicina', useful: true, comment: 'Muy clara, gracias.' },
        ]);
        expect(screen.queryByRole('group', { name: FEEDBACK_MESSAGES.question })).toBeNull();
        expect(screen.queryByRole('textbox')).toBeNull();
      });
    });

    describe('after No without a comment', () => {
      it('sends useful false and no comment', async () => {
        const received = route();
        const { user } = renderOn('/vive-sanamente/lecturas');

        await choose(user, no());
        await user.click(send());

        await waitFor(() => expect(status().textContent).toBe(FEEDBACK_MESSAGES.thanks));
        expect(received).toEqual([{ page_path: '/vive-sanamente/lecturas', useful: false }]);
      });
    });

    it('can be answered with the keyboard only', async () => {
      const received = route();
      const { user } = renderOn('/pilares');

      await user.tab();
      expect(document.activeElement).toBe(yes());
      await user.keyboard('{ArrowRight}');
      expect(no().checked).toBe(true);
      await screen.findByRole('textbox', { name: 'Cuéntanos por qué (opcional)' });
      await user.tab();
      expect(document.activeElement).toBe(comment());
      await user.keyboard('Faltan ejemplos.');
      await user.tab();
      expect(document.activeElement).toBe(send());
      await user.keyboard('{Enter}');

      await waitFor(() => expect(status().textContent).toBe(FEEDBACK_MESSAGES.thanks));
      expect(document.activeElement).toBe(status());
      expect(received).toEqual([
        { page_path: '/pilares', useful: false, comment: 'Faltan ejemplos.' },
      ]);
    });

    it('reads the count to screen readers politely, once typing pauses', async () => {
      const { user } = renderOn('/');
      await choose(user, yes());
      const spoken = screen.getByText(
        (_text, element) => element?.getAttribute('aria-live') === 'polite',
      );
      // The visible count is not read twice.
      expect(screen.getByText('Te quedan 500 caracteres.').getAttribute('aria-hidden')).toBe(
        'true',
      );
      expect(spoken.textContent).toBe('');

      await user.type(comment(), 'Hola');
      expect(spoken.textContent).toBe('');
      await waitFor(() => expect(spoken.textContent).toBe('Te quedan 496 caracteres.'), {
        timeout: COUNT_ANNOUNCE_DELAY_MS * 3,
      });
    });

    it('pushes nothing to analytics', async () => {
      route();
      const { user } = renderOn('/');
      await choose(user, yes());
      await user.type(comment(), 'Soy Ana, mi DNI es 12345678');
      await user.click(send());
      await waitFor(() => expect(status().textContent).toBe(FEEDBACK_MESSAGES.thanks));
      expect((window as Window & { dataLayer?: unknown[] }).dataLayer).toBeUndefined();
    });
  });

  describe('given the server-rendered page, before React takes over', () => {
    it('keeps an answer chosen while loading and goes on from it', async () => {
      setLocation('/telemedicina');
      const container = document.createElement('div');
      container.innerHTML = renderToString(<PageFeedback />);
      document.body.append(container);
      // Chosen in the HTML alone: no React yet.
      yes().click();
      expect(yes().checked).toBe(true);

      const onRecoverableError = vi.fn();
      const root = await act(async () =>
        hydrateRoot(container, <PageFeedback />, { onRecoverableError }),
      );
      try {
        await screen.findByRole('textbox', { name: 'Cuéntanos por qué (opcional)' });
        expect(yes().checked).toBe(true);
        expect(onRecoverableError).not.toHaveBeenCalled();
      } finally {
        act(() => root.unmount());
        container.remove();
      }
    });
  });

  describe('when the comment is too long', () => {
    it('says so in Spanish under the field, sends nothing and keeps the text', async () => {
      const { user } = renderOn('/');
      const long = 'a'.repeat(501);
      await choose(user, no());
      await user.click(comment());
      await user.paste(long);
      expect(screen.getByText('Tienes 1 carácter de más.')).toBeTruthy();

      await user.click(send());

      await waitFor(() => expect(comment().getAttribute('aria-invalid')).toBe('true'));
      expect(description(comment())).toContain(FEEDBACK_MESSAGES.commentTooLong);
      expect(document.activeElement).toBe(comment());
      expect(comment().value).toBe(long);
      expect(status().textContent).toBe('');
    });
  });

  describe('when sending fails', () => {
    it.each<[string, () => Response, string]>([
      ['no answer', () => HttpResponse.error(), FEEDBACK_MESSAGES.network],
      [
        'the service is down (502)',
        () =>
          HttpResponse.json(
            {
              error: true,
              code: 'UPSTREAM_ERROR',
              message: 'No pudimos conectar con el servicio.',
            },
            { status: 502 },
          ),
        FEEDBACK_MESSAGES.failed,
      ],
      [
        'the origin is refused (403)',
        () =>
          HttpResponse.json(
            { error: true, code: 'FORBIDDEN_ORIGIN', message: 'Origen no permitido.' },
            { status: 403 },
          ),
        'Origen no permitido.',
      ],
    ])(
      '%s: says so in an alert, keeps what was typed, and can send again',
      async (_case, answer, message) => {
        let failing = true;
        const received = route(() => (failing ? answer() : created()));
        const { user } = renderOn('/telemedicina');

        await choose(user, no());
        await user.type(comment(), 'No encontré el horario.');
        await user.click(send());

        const alert = await screen.findByRole('alert');
        expect(alert.textContent).toBe(message);
        expect(document.activeElement).toBe(alert);
        expect(no().checked).toBe(true);
        expect(comment().value).toBe('No encontré el horario.');
        expect(status().textContent).toBe('');

        failing = false;
        await user.click(send());
        await waitFor(() => expect(status().textContent).toBe(FEEDBACK_MESSAGES.thanks));
        expect(received).toHaveLength(2);
        expect(received[1]).toEqual(received[0]);
      },
    );

    it('shows the route’s message for the comment under the field', async () => {
      route(() =>
        HttpResponse.json(
          {
            error: true,
            code: 'VALIDATION_ERROR',
            message: 'Datos inválidos.',
            errors: [{ field: 'comment', message: 'El comentario no es válido.' }],
          },
          { status: 400 },
        ),
      );
      const { user } = renderOn('/');
      await choose(user, no());
      await user.type(comment(), 'x');
      await user.click(send());

      expect((await screen.findByRole('alert')).textContent).toBe('Datos inválidos.');
      expect(comment().getAttribute('aria-invalid')).toBe('true');
      expect(description(comment())).toContain('El comentario no es válido.');
    });
  });

  describe('when submitted twice before the answer', () => {
    it('sends one request and shows the button busy meanwhile', async () => {
      const { opened, open } = gate();
      const received = route(async () => {
        await opened;
        return created();
      });
      const { user } = renderOn('/');
      await choose(user, yes());

      await user.dblClick(send());
      await waitFor(() => expect(send().getAttribute('aria-busy')).toBe('true'));
      expect(send().disabled).toBe(true);
      expect(within(send()).getByText('Cargando')).toBeTruthy();
      await user.keyboard('{Enter}');

      open();
      await waitFor(() => expect(status().textContent).toBe(FEEDBACK_MESSAGES.thanks));
      expect(received).toHaveLength(1);
    });
  });

  describe('under /auth (spec §2: the embedded form widget is removed)', () => {
    it.each(['/auth', '/auth/login', '/auth/registro'])('%s shows nothing', (pathname) => {
      const { container } = renderOn(pathname);
      expect(container.innerHTML).toBe('');
    });

    it('goes away on entering /auth and asks afresh on the next page', async () => {
      const { user } = renderOn('/');
      await choose(user, yes());
      expect(yes().checked).toBe(true);

      navigateTo('/auth/login');
      expect(widget()).toBeNull();

      navigateTo('/pilares');
      expect(widget()).not.toBeNull();
      expect(yes().checked).toBe(false);
      expect(screen.queryByRole('textbox')).toBeNull();
    });
  });

  describe('on a client navigation between pages', () => {
    it('asks again: an answer belongs to its page', async () => {
      const received = route();
      const { user } = renderOn('/');
      await choose(user, yes());
      await user.click(send());
      await waitFor(() => expect(status().textContent).toBe(FEEDBACK_MESSAGES.thanks));

      navigateTo('/telemedicina');
      expect(status().textContent).toBe('');
      await choose(user, no());
      await user.click(send());
      await waitFor(() => expect(status().textContent).toBe(FEEDBACK_MESSAGES.thanks));
      expect(received).toEqual([
        { page_path: '/', useful: true },
        { page_path: '/telemedicina', useful: false },
      ]);
    });
  });
});

import { siteHttp } from '@vivasalud/api-client/testing';
import { PENDING_MFA_KEY } from '@vivasalud/auth/storage';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  advance,
  ana,
  at,
  DEVICE_ID,
  deferred,
  fixClock,
  getByFullText,
  NOW,
  pendingLogin,
  queryByFullText,
  renderWithAuth,
  setupAuthTestServer,
  waitUntil,
  withPending,
} from './test/auth';
import { CodeStep } from './CodeStep';

const fingerprint = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({ load: fingerprint.load }));

const server = setupAuthTestServer(fingerprint.load);
fixClock();

const WRONG_CODE_TEXT = 'El código es incorrecto o ya venció. Revisa el código o pide uno nuevo.';

const group = () => screen.getByRole('group', { name: 'Código de verificación' });
const box = (n: number) => screen.getByRole('textbox', { name: `Dígito ${n} de 6` });
const boxValues = () =>
  screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);
const verifyButton = () => screen.getByRole('button', { name: 'Verificar código' });
const resendButton = () => screen.getByRole('button', { name: 'Reenviar código' });

/** The code step after a reload of the page while Ana's login waits for its code. */
async function renderStep(pending = pendingLogin) {
  const view = renderWithAuth(<CodeStep />, { session: withPending(pending) });
  await screen.findByRole('heading', { level: 1, name: 'Ingresa tu código de verificación' });
  await waitUntil(() => expect(document.activeElement).toBe(box(1)));
  return view;
}

/** mfa-validation answering `success`, recording the request bodies; `hold` delays the answer. */
function validationAnswers(success: boolean, hold?: Promise<void>) {
  const bodies: unknown[] = [];
  server.use(
    siteHttp.post('/api/auth/mfa-validation', async ({ request, response }) => {
      bodies.push(await request.json());
      if (hold) await hold;
      return response(200).json({ success });
    }),
  );
  return bodies;
}

describe('CodeStep', () => {
  describe('with a login waiting for the code sent by mail', () => {
    it('names the step and the address the code went to, and focuses the first box', async () => {
      await renderStep();

      expect(
        getByFullText(
          'Enviamos un código de 6 dígitos a an****@correo.pe. Escríbelo para continuar.',
        ),
      ).toBeTruthy();
      expect(screen.getAllByRole('textbox')).toHaveLength(6);
      expect(boxValues()).toEqual(['', '', '', '', '', '']);
      expect(document.activeElement).toBe(box(1));
      // Nothing to announce yet: no alert, no wrong-code description on the boxes.
      expect(screen.queryByRole('alert')).toBeNull();
      expect(group().getAttribute('aria-describedby')).toBeNull();
    });

    it('shows the masked phone the service gave when the code went by SMS', async () => {
      await renderStep({ ...pendingLogin, channel: 'sms', destination: '*** *** 321' });
      expect(
        getByFullText('Enviamos un código de 6 dígitos a *** *** 321. Escríbelo para continuar.'),
      ).toBeTruthy();
      expect(screen.queryByText(/987654321/)).toBeNull();
    });

    it('says nothing of an existing account on a login, and on a sign-up says where to look either way', async () => {
      const hint = /Si ya tenías una cuenta con este documento o este correo/;
      await renderStep();
      expect(screen.queryByText(hint)).toBeNull();
      cleanup();
      await renderStep({ ...pendingLogin, flow: 'signup' });
      expect(screen.getByText(hint)).toBeTruthy();
    });
  });

  describe('countdown', () => {
    it('counts the validity down each second and, once it is over, says so and blocks Verify', async () => {
      await renderStep();
      expect(getByFullText('El código vence en 5:00.')).toBeTruthy();

      advance(1000);
      expect(getByFullText('El código vence en 4:59.')).toBeTruthy();
      expect(verifyButton().hasAttribute('disabled')).toBe(false);

      advance(298_000);
      expect(getByFullText('El código vence en 0:01.')).toBeTruthy();
      expect(verifyButton().hasAttribute('disabled')).toBe(false);

      advance(1000);
      expect(screen.getByRole('status').textContent).toBe('El código venció. Pide uno nuevo.');
      expect(queryByFullText('El código vence en 0:00.')).toBeNull();
      expect(verifyButton().hasAttribute('disabled')).toBe(true);
    });
  });

  describe('resend', () => {
    it('waits 60 seconds after the code was sent before allowing another one', async () => {
      await renderStep();
      expect(resendButton().hasAttribute('disabled')).toBe(true);
      const wait = getByFullText('Podrás pedir otro código en 1:00.');
      expect(resendButton().getAttribute('aria-describedby')).toBe(wait.id);

      advance(59_000);
      expect(getByFullText('Podrás pedir otro código en 0:01.')).toBeTruthy();
      expect(resendButton().hasAttribute('disabled')).toBe(true);

      advance(1000);
      expect(resendButton().hasAttribute('disabled')).toBe(false);
      expect(resendButton().getAttribute('aria-describedby')).toBeNull();
      expect(screen.queryByText(/Podrás pedir otro código/)).toBeNull();
    });

    // The send time is kept in the pending step, so a reload knows when another code may go.
    it('after a reload, allows another code 60 s after a resend with a longer validity', async () => {
      vi.setSystemTime(NOW.getTime() + 61_000);
      await renderStep({
        ...pendingLogin,
        expiresAt: at(10 * 60_000),
        sentAt: NOW.toISOString(),
      });
      expect(getByFullText('El código vence en 8:59.')).toBeTruthy();
      expect(resendButton().hasAttribute('disabled')).toBe(false);
    });

    it('resends by SMS when chosen, says so, and starts a new validity and cooldown', async () => {
      const bodies: unknown[] = [];
      server.use(
        siteHttp.post('/api/auth/send-mfa', async ({ request, response }) => {
          bodies.push(await request.json());
          return response(200).json({
            mensaje: 'EXITO',
            minutosVigencia: 10,
            destination: '*** *** 321',
          });
        }),
      );
      const { user, session } = await renderStep();
      advance(60_000);

      await user.click(screen.getByRole('radio', { name: 'SMS' }));
      await user.click(resendButton());

      expect((await screen.findByRole('status')).textContent).toBe(
        'Te enviamos un nuevo código por SMS.',
      );
      expect(bodies).toEqual([
        { reference: pendingLogin.reference, device: DEVICE_ID, channel: 'sms' },
      ]);
      // The new code went to the phone, valid for the server's 10 minutes from now.
      expect(
        getByFullText('Enviamos un código de 6 dígitos a *** *** 321. Escríbelo para continuar.'),
      ).toBeTruthy();
      expect(getByFullText('El código vence en 10:00.')).toBeTruthy();
      expect(JSON.parse(session.getItem(PENDING_MFA_KEY) ?? 'null')).toMatchObject({
        channel: 'sms',
        expiresAt: '2025-03-01T12:11:00.000Z',
      });
      expect(getByFullText('Podrás pedir otro código en 1:00.')).toBeTruthy();
      expect(resendButton().hasAttribute('disabled')).toBe(true);
      await waitUntil(() => expect(document.activeElement).toBe(box(1)));
    });

    it('resends by mail by default', async () => {
      const bodies: unknown[] = [];
      server.use(
        siteHttp.post('/api/auth/send-mfa', async ({ request, response }) => {
          bodies.push(await request.json());
          return response(200).json({
            mensaje: 'EXITO',
            minutosVigencia: 5,
            destination: 'an****@correo.pe',
          });
        }),
      );
      const { user } = await renderStep();
      advance(60_000);

      await user.click(resendButton());

      expect((await screen.findByRole('status')).textContent).toBe(
        'Te enviamos un nuevo código a tu correo.',
      );
      expect(bodies).toEqual([expect.objectContaining({ channel: 'mail' })]);
    });

    it('says when the service refuses another code, with the wait it asks for', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      server.use(
        siteHttp.post('/api/auth/send-mfa', ({ response }) =>
          response(429).json(
            {
              error: true,
              code: 'RATE_LIMITED',
              message: 'Demasiados intentos. Inténtalo nuevamente en unos minutos.',
            },
            { headers: { 'Retry-After': '45' } },
          ),
        ),
      );
      const { user } = await renderStep();
      advance(60_000);

      await user.click(resendButton());

      expect((await screen.findByRole('status')).textContent).toBe(
        'No pudimos reenviar el código. Demasiados intentos. Inténtalo nuevamente en 45 segundos.',
      );
      expect(log).toHaveBeenCalled(); // spec §8: a failed resend is logged
    });
  });

  describe('validation', () => {
    it('asks for six digits before sending anything', async () => {
      const bodies = validationAnswers(false);
      const { user } = await renderStep();

      await user.keyboard('123');
      await user.click(verifyButton());

      const description = document.getElementById(group().getAttribute('aria-describedby') ?? '');
      expect(description?.textContent).toBe('Ingresa los 6 dígitos del código.');
      expect(bodies).toEqual([]);
    });

    it('a wrong code describes the boxes (no alert), empties them and refocuses the first', async () => {
      const bodies = validationAnswers(false);
      const { user, navigate } = await renderStep();

      await user.keyboard('123456');

      await waitUntil(() => expect(group().getAttribute('aria-describedby')).toBeTruthy());
      const description = document.getElementById(group().getAttribute('aria-describedby') ?? '');
      expect(description?.textContent).toBe(WRONG_CODE_TEXT);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(box(1).getAttribute('aria-invalid')).toBe('true');
      await waitUntil(() => expect(document.activeElement).toBe(box(1)));
      expect(boxValues()).toEqual(['', '', '', '', '', '']);
      expect(bodies).toEqual([
        { reference: pendingLogin.reference, device: DEVICE_ID, otp: '123456' },
      ]);
      expect(navigate).not.toHaveBeenCalled();

      // Typing again clears the message.
      await user.keyboard('7');
      expect(group().getAttribute('aria-describedby')).toBeNull();
      expect(screen.queryByText(WRONG_CODE_TEXT)).toBeNull();
    });

    it('six digits and Enter send one validation request', async () => {
      const answer = deferred();
      const bodies = validationAnswers(false, answer.promise);
      const { user } = await renderStep();

      await user.keyboard('654321{Enter}');
      await waitUntil(() => expect(bodies).toHaveLength(1));
      answer.resolve();

      await waitUntil(() => expect(screen.getByText(WRONG_CODE_TEXT)).toBeTruthy());
      await waitUntil(() => expect(document.activeElement).toBe(box(1)));
      expect(bodies).toEqual([expect.objectContaining({ otp: '654321' })]);
    });

    it('a right code re-reads the user and goes home', async () => {
      validationAnswers(true);
      const getUser = vi.fn();
      server.use(
        siteHttp.get('/api/auth/get-user', ({ response }) => {
          getUser();
          return response(200).json({ isAuthenticated: true, user: ana, token: null });
        }),
      );
      const { user, navigate, session } = await renderStep();

      await user.keyboard('123456');

      await waitUntil(() => expect(navigate).toHaveBeenCalledWith('/'));
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(getUser).toHaveBeenCalledTimes(1);
      expect(session.getItem(PENDING_MFA_KEY)).toBeNull();
      // Signed in: the step is gone.
      expect(
        screen.queryByRole('heading', { name: 'Ingresa tu código de verificación' }),
      ).toBeNull();
    });
  });
});

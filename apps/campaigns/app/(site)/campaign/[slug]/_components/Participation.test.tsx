import { siteHttp } from '@vivasalud/api-client/testing';
import { ana, deferred, renderWithAuth, setupAuthTestServer } from '@vivasalud/auth-forms/testing';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { Participation, type KnownParticipation } from './Participation';

const fingerprint = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({ load: fingerprint.load }));

const server = setupAuthTestServer(fingerprint.load);

const SLUG = 'sorteo-audifonos';
const props = {
  slug: SLUG,
  title: 'Sorteo de audífonos inalámbricos',
  drawDate: '2027-02-05T11:00:00-05:00',
  termsHref: `/campaign/${SLUG}/terminos/`,
};

/** Ana signed in; the service says whether she takes part, and counts the registrations. */
function signedIn({ registered }: { registered: boolean }) {
  const posted: unknown[] = [];
  const checks: Record<string, string>[] = [];
  server.use(
    siteHttp.get('/api/auth/get-user', ({ response }) =>
      response(200).json({ isAuthenticated: true, user: ana, token: null }),
    ),
    siteHttp.get('/api/auth/campaigns/verify-participant', ({ request, response }) => {
      checks.push(Object.fromEntries(new URL(request.url).searchParams));
      return response(200).json({ data: { registered } });
    }),
    siteHttp.post('/api/auth/campaigns/add_participant', async ({ request, response }) => {
      posted.push(await request.json());
      return response(200).json({ success: true, name: ana.name });
    }),
  );
  return { posted, checks };
}

const button = () => screen.findByRole('button', { name: 'Participar en el sorteo' });

describe('Participation', () => {
  it('tells someone registered «Ya estás participando», by name, with the draw date and no button', async () => {
    const { checks } = signedIn({ registered: true });
    renderWithAuth(<Participation {...props} />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Ya estás participando' }),
    ).toBeTruthy();
    expect(
      screen.getByText(/¡Hola, Ana! Tu inscripción en el «Sorteo de audífonos inalámbricos»/),
    ).toBeTruthy();
    expect(screen.getByText(/El sorteo será el/).textContent).toContain(
      '5 de febrero de 2027, 11:00 a. m.',
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(checks).toEqual([{ campaignPath: SLUG }]);
  });

  it('registers in one press and confirms by name, the heading taking the focus', async () => {
    const { posted } = signedIn({ registered: false });
    const { user } = renderWithAuth(<Participation {...props} />);
    expect(screen.getByRole('status').textContent).toBe('Comprobando tu participación…');
    const press = await button();
    expect(screen.getByText(/Hola, Ana. Con un clic quedas inscrito/)).toBeTruthy();
    await user.click(press);
    const heading = await screen.findByRole('heading', { name: 'Ya estás participando' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(/¡Listo, Ana! Tu inscripción/)).toBeTruthy();
    expect(posted).toEqual([{ campaignPath: SLUG, document_number: ana.documentNumber }]);
  });

  it('says what it needs after the browser posted it without its script (issue #25)', async () => {
    const { posted } = signedIn({ registered: false });
    renderWithAuth(<Participation {...props} sentWithoutScript />);
    expect(await button()).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'Para participar necesitas JavaScript: actívalo y vuelve a intentarlo.',
    );
    expect(posted).toEqual([]);
  });

  it('sends one registration for two quick presses', async () => {
    const { posted } = signedIn({ registered: false });
    const gate = deferred();
    server.use(
      siteHttp.post('/api/auth/campaigns/add_participant', async ({ request, response }) => {
        posted.push(await request.json());
        await gate.promise;
        return response(200).json({ success: true, name: ana.name });
      }),
    );
    const { user } = renderWithAuth(<Participation {...props} />);
    const press = await button();
    await user.click(press);
    await user.click(press);
    expect(press.getAttribute('aria-busy')).toBe('true');
    gate.resolve();
    await screen.findByRole('heading', { name: 'Ya estás participando' });
    expect(posted).toHaveLength(1);
  });

  it('says a second registration (another tab) is the same one, no error', async () => {
    signedIn({ registered: false });
    server.use(
      siteHttp.post('/api/auth/campaigns/add_participant', ({ response }) =>
        response(409).json({
          error: true,
          code: 'ALREADY_REGISTERED',
          message: 'Ya estás participando en esta campaña.',
        }),
      ),
    );
    const { user } = renderWithAuth(<Participation {...props} />);
    await user.click(await button());
    expect(await screen.findByRole('heading', { name: 'Ya estás participando' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Ya estabas inscrito en esta campaña: cada persona participa una sola vez.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    [
      'the identity service down',
      () =>
        HttpResponse.json(
          { error: true, code: 'UPSTREAM_ERROR', message: 'El servicio no está disponible.' },
          { status: 502 },
        ),
      'El servicio no está disponible.',
    ],
    [
      'a refusal (success false: "Register failed")',
      () => HttpResponse.json({ success: false, name: 'Ana' }),
      'No pudimos registrar tu participación en la campaña. Inténtalo nuevamente.',
    ],
    [
      'no network',
      () => HttpResponse.error(),
      'No pudimos conectarnos. Revisa tu conexión e inténtalo nuevamente.',
    ],
  ])('on %s says so in Spanish and keeps the button to try again', async (_case, answer, text) => {
    signedIn({ registered: false });
    server.use(siteHttp.post('/api/auth/campaigns/add_participant', answer as never));
    const { user } = renderWithAuth(<Participation {...props} />);
    await user.click(await button());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(text);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect((await button()).hasAttribute('disabled')).toBe(false);
  });

  it('when the check fails, says so and checks again on request', async () => {
    signedIn({ registered: false });
    let down = true;
    server.use(
      siteHttp.get('/api/auth/campaigns/verify-participant', ({ response }) =>
        down
          ? HttpResponse.json(
              { error: true, code: 'UPSTREAM_ERROR', message: 'El servicio no está disponible.' },
              { status: 502 },
            )
          : response(200).json({ data: { registered: true } }),
      ),
    );
    const { user } = renderWithAuth(<Participation {...props} />);
    expect(
      await screen.findByRole('heading', { name: 'No pudimos comprobar tu participación' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('El servicio no está disponible.');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Volver a comprobar' }));
    expect(await screen.findByRole('heading', { name: 'Ya estás participando' })).toBeTruthy();
  });

  it('takes the server’s answer for this person when the page re-renders with it (issue #25)', async () => {
    signedIn({ registered: false });
    const gate = deferred();
    server.use(
      siteHttp.get('/api/auth/campaigns/verify-participant', async ({ response }) => {
        await gate.promise;
        return response(200).json({ data: { registered: false } });
      }),
    );
    // The page's new render brings the server's answer (a button here stands for it).
    function Page() {
      const [known, setKnown] = useState<KnownParticipation | null>(null);
      return (
        <>
          <button
            type="button"
            onClick={() => setKnown({ documentNumber: ana.documentNumber, registered: true })}
          >
            servidor
          </button>
          <Participation {...props} known={known} />
        </>
      );
    }
    const { user } = renderWithAuth(<Page />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Comprobando'));
    await user.click(screen.getByRole('button', { name: 'servidor' }));
    expect(await screen.findByRole('heading', { name: 'Ya estás participando' })).toBeTruthy();
    gate.resolve();
  });
});

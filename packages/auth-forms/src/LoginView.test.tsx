import { siteHttp } from '@vivasalud/api-client/testing';
import { PENDING_MFA_KEY } from '@vivasalud/auth/storage';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  ana,
  anaChallenge,
  DEVICE_ID,
  fieldError,
  renderWithAuth,
  setupAuthTestServer,
} from './test/auth';
import { LoginView } from './LoginView';

const fingerprint = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({ load: fingerprint.load }));
vi.mock('next/link', () => import('./test/next-link'));

const server = setupAuthTestServer(fingerprint.load);

const documentNumber = () => screen.getByLabelText<HTMLInputElement>('Número de documento');
const password = () => screen.getByLabelText<HTMLInputElement>('Contraseña');
const submit = () => screen.getByRole('button', { name: 'Iniciar sesión' });

/** Nobody is signed in (the start-up session check). */
function anonymous() {
  server.use(
    siteHttp.get('/api/auth/get-user', ({ response }) =>
      response(200).json({ isAuthenticated: false, user: null, token: null }),
    ),
  );
}

/**
 * login answering with Ana (`needMfa` false) or with her code step only (`needMfa` true: a
 * reference and the masked address, issue #16); records the request bodies.
 */
function loginAnswers(needMfa: boolean) {
  const bodies: unknown[] = [];
  server.use(
    siteHttp.post('/api/auth/login', async ({ request, response }) => {
      bodies.push(await request.json());
      return response(200).json(
        needMfa
          ? { needMfa: true, challenge: anaChallenge }
          : {
              isTermsConditionsAccepted: true,
              isAdditionalClausesAccepted: false,
              needMfa: false,
              userData: ana,
            },
      );
    }),
  );
  return bodies;
}

async function renderLogin(redirect: string | null = null) {
  const view = renderWithAuth(<LoginView redirect={redirect} />);
  await screen.findByRole('heading', { level: 1, name: 'Inicia sesión' });
  return view;
}

describe('LoginView', () => {
  describe('checks the form before any request', () => {
    it('asks for the document and the password', async () => {
      anonymous();
      const { user } = await renderLogin();

      await user.click(submit());

      await waitFor(() =>
        expect(fieldError(documentNumber())).toBe('Ingresa tu número de documento.'),
      );
      expect(fieldError(password())).toBe('Ingresa tu contraseña.');
      expect(documentNumber().getAttribute('aria-invalid')).toBe('true');
      expect(password().getAttribute('aria-invalid')).toBe('true');
      // No login handler: a request would fail the test.
    });

    it('focuses the document, the first invalid field, when both are empty', async () => {
      anonymous();
      const { user } = await renderLogin();

      await user.click(submit());

      await waitFor(() => expect(fieldError(password())).toBe('Ingresa tu contraseña.'));
      expect(document.activeElement).toBe(documentNumber());
    });

    it('wants 8 digits for a DNI, and focuses the document', async () => {
      anonymous();
      const { user } = await renderLogin();

      await user.type(documentNumber(), '1234567');
      await user.type(password(), 'Clave$egura1');
      await user.click(submit());

      await waitFor(() =>
        expect(fieldError(documentNumber())).toBe('El DNI debe tener 8 dígitos.'),
      );
      expect(fieldError(password())).toBeNull();
      expect(document.activeElement).toBe(documentNumber());
    });
  });

  it('shows a refused login in an alert that takes the focus, keeping what was typed', async () => {
    anonymous();
    server.use(
      siteHttp.post('/api/auth/login', ({ response }) =>
        response(401).json({
          error: true,
          code: 'INVALID_CREDENTIALS',
          message: 'Documento o contraseña incorrectos.',
        }),
      ),
    );
    const { user, navigate } = await renderLogin();

    await user.type(documentNumber(), '12345678');
    await user.type(password(), 'Clave$egura1');
    await user.click(submit());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Documento o contraseña incorrectos.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(documentNumber().value).toBe('12345678');
    expect(password().value).toBe('Clave$egura1');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes to the redirect page after a login without second step', async () => {
    anonymous();
    const bodies = loginAnswers(false);
    const { user, navigate } = await renderLogin('/clases-grabadas');

    await user.type(documentNumber(), '12345678');
    await user.type(password(), 'Clave$egura1');
    await user.click(submit());

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/clases-grabadas'));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(bodies).toEqual([
      {
        documentType: 'DNI',
        document: '12345678',
        password: 'Clave$egura1',
        device: DEVICE_ID,
        channel: 'mail',
      },
    ]);
  });

  it('says why the person was sent here, as a status above the form, only when told', async () => {
    anonymous();
    const notice = 'El enlace de acceso ya se usó o venció. Inicia sesión para continuar.';
    const view = renderWithAuth(<LoginView redirect={null} notice={notice} />);
    await screen.findByRole('heading', { level: 1, name: 'Inicia sesión' });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(notice);
    // Above the form, and not an error: the focus stays where the page put it.
    expect(
      status.compareDocumentPosition(submit()) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    view.unmount();

    renderWithAuth(<LoginView redirect={null} />);
    await screen.findByRole('heading', { level: 1, name: 'Inicia sesión' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the code step when the login needs one', async () => {
    anonymous();
    loginAnswers(true);
    const { user, navigate, session } = await renderLogin();

    await user.type(documentNumber(), '12345678');
    await user.type(password(), 'Clave$egura1');
    await user.click(submit());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ingresa tu código de verificación' }),
    ).toBeTruthy();
    // Where the code went, masked as the service answered it (issue #16).
    expect(screen.getByText('an****@correo.pe').tagName).toBe('STRONG');
    expect(screen.queryByText(ana.email)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Inicia sesión' })).toBeNull();
    expect(JSON.parse(session.getItem(PENDING_MFA_KEY) ?? 'null')).toMatchObject({
      flow: 'login',
      reference: anaChallenge.reference,
      destination: 'an****@correo.pe',
      channel: 'mail',
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("from another site, links the portal's password recovery as an absolute URL and the site's own sign-up", async () => {
    anonymous();
    renderWithAuth(
      <LoginView
        redirect="/campaign/sorteo-audifonos/participate/"
        headingLevel={2}
        links={{
          portalUrl: 'https://vivasalud.pe',
          signupHref: '/campaign/sorteo-audifonos/signup/',
        }}
      />,
    );
    await screen.findByRole('heading', { level: 2, name: 'Inicia sesión' });

    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('¿Olvidaste tu contraseña?')).toBe(
      'https://vivasalud.pe/auth/recuperar-contrasena',
    );
    expect(href('Regístrate')).toBe('/campaign/sorteo-audifonos/signup/');
  });

  it('on the portal, links the recovery and keeps the redirect on the way to the sign-up', async () => {
    anonymous();
    await renderLogin('/clases-grabadas');

    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('¿Olvidaste tu contraseña?')).toBe('/auth/recuperar-contrasena');
    expect(href('Regístrate')).toBe('/auth/registro?redirect=%2Fclases-grabadas');
  });
});

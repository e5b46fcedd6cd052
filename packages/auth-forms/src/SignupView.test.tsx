import { siteHttp } from '@vivasalud/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ana, DEVICE_ID, fieldError, renderWithAuth, setupAuthTestServer } from './test/auth';
import { SignupView } from './SignupView';

const fingerprint = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({ load: fingerprint.load }));
vi.mock('next/link', () => import('./test/next-link'));

const server = setupAuthTestServer(fingerprint.load);

const TERMS_REQUIRED = 'Para crear tu cuenta debes aceptar los términos y condiciones.';

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const countryCode = () =>
  screen.getByRole<HTMLSelectElement>('combobox', { name: 'Código de país' });
const terms = () =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: /^Acepto los términos y condiciones/ });
const additionalClauses = () =>
  screen.getByRole<HTMLInputElement>('checkbox', {
    name: /^Acepto los usos adicionales de mis datos/,
  });
const submit = () => screen.getByRole('button', { name: 'Crear cuenta' });

/** Nobody is signed in (the start-up session check). */
function anonymous() {
  server.use(
    siteHttp.get('/api/auth/get-user', ({ response }) =>
      response(200).json({ isAuthenticated: false, user: null, token: null }),
    ),
  );
}

/** sign-up creating Luis's account, which waits for a code; records the request bodies. */
function signupAnswers() {
  const bodies: unknown[] = [];
  server.use(
    siteHttp.post('/api/auth/signup', async ({ request, response }) => {
      bodies.push(await request.json());
      return response(201).json({
        isNeedMfa: true,
        phone: '+51987654321',
        email: 'luis.huaman@correo.pe',
        documentNumber: '87654321',
        name: 'Luis',
        challenge: {
          reference: 'Lu1s8yJ0cW2vT6sK1pL9mD3xB7hZ5aE0gU2iO4wQ6r_',
          channel: 'mail',
          destination: 'lu****@correo.pe',
        },
      });
    }),
  );
  return bodies;
}

async function renderSignup() {
  const view = renderWithAuth(<SignupView redirect={null} />);
  await screen.findByRole('heading', { level: 1, name: 'Crea tu cuenta' });
  return view;
}

/** Luis's data, everything but the consents. */
async function fillIn(user: UserEvent) {
  await user.type(field('Nombres'), 'Luis');
  await user.type(field('Apellidos'), 'Huamán');
  await user.type(field('Número de documento'), '87654321');
  await user.type(field('Correo electrónico'), 'luis.huaman@correo.pe');
  await user.type(field('Número de celular'), '987654321');
  await user.type(field('Contraseña'), 'Clave$egura1');
}

const expectedBody = {
  campaignPath: null,
  document_type: 'DNI',
  document_number: '87654321',
  email: 'luis.huaman@correo.pe',
  name: 'Luis',
  last_name: 'Huamán',
  phone: '+51987654321',
  password: 'Clave$egura1',
  is_terms_conditions_accepted: true,
  is_additional_clauses_accepted: false,
  device: DEVICE_ID,
  channel: 'mail',
};

describe('SignupView', () => {
  it('starts with both consents unticked and Peru as the country code', async () => {
    anonymous();
    await renderSignup();
    expect(terms().checked).toBe(false);
    expect(additionalClauses().checked).toBe(false);
    expect(countryCode().value).toBe('+51');
  });

  it('sends the sign-up with the additional uses not accepted unless ticked, then asks for the code', async () => {
    anonymous();
    const bodies = signupAnswers();
    const { user, navigate } = await renderSignup();

    await fillIn(user);
    await user.click(terms());
    await user.click(submit());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ingresa tu código de verificación' }),
    ).toBeTruthy();
    expect(bodies).toEqual([expectedBody]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends the additional uses as accepted when ticked', async () => {
    anonymous();
    const bodies = signupAnswers();
    const { user } = await renderSignup();

    await fillIn(user);
    await user.click(terms());
    await user.click(additionalClauses());
    expect(additionalClauses().checked).toBe(true);
    await user.click(submit());

    await screen.findByRole('heading', { level: 1, name: 'Ingresa tu código de verificación' });
    expect(bodies).toEqual([{ ...expectedBody, is_additional_clauses_accepted: true }]);
  });

  it('asks to accept the terms and sends nothing without them', async () => {
    anonymous();
    const { user } = await renderSignup();

    await fillIn(user);
    await user.click(submit());

    await waitFor(() => expect(fieldError(terms())).toBe(TERMS_REQUIRED));
    expect(terms().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(terms());
    expect(screen.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeTruthy();
    // No sign-up handler: a request would fail the test.
  });

  it('focuses the first invalid field in the order of the form', async () => {
    anonymous();
    const { user } = await renderSignup();

    await user.type(field('Nombres'), 'Luis');
    await user.type(field('Apellidos'), 'Huamán');
    await user.type(field('Número de documento'), '8765432');
    await user.type(field('Correo electrónico'), 'luis.huaman@');
    await user.type(field('Número de celular'), '987654321');
    await user.type(field('Contraseña'), 'Clave$egura1');
    await user.click(terms());
    await user.click(submit());

    await waitFor(() =>
      expect(fieldError(field('Número de documento'))).toBe('El DNI debe tener 8 dígitos.'),
    );
    expect(fieldError(field('Correo electrónico'))).toBe(
      'Ingresa un correo electrónico válido, por ejemplo nombre@correo.pe.',
    );
    expect(document.activeElement).toBe(field('Número de documento'));
  });

  it('shows a refused sign-up (429) in an alert and keeps everything typed', async () => {
    anonymous();
    server.use(
      siteHttp.post('/api/auth/signup', ({ response }) =>
        response(429).json({
          error: true,
          code: 'RATE_LIMITED',
          message: 'Demasiados intentos. Inténtalo nuevamente en unos minutos.',
        }),
      ),
    );
    const { user, navigate } = await renderSignup();

    await fillIn(user);
    await user.click(terms());
    await user.click(additionalClauses());
    await user.click(submit());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Demasiados intentos.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect({
      name: field('Nombres').value,
      lastName: field('Apellidos').value,
      document: field('Número de documento').value,
      email: field('Correo electrónico').value,
      country: countryCode().value,
      phone: field('Número de celular').value,
      password: field('Contraseña').value,
      terms: terms().checked,
      additionalClauses: additionalClauses().checked,
    }).toEqual({
      name: 'Luis',
      lastName: 'Huamán',
      document: '87654321',
      email: 'luis.huaman@correo.pe',
      country: '+51',
      phone: '987654321',
      password: 'Clave$egura1',
      terms: true,
      additionalClauses: true,
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  describe('on another site (the campaigns app)', () => {
    const links = {
      portalUrl: 'https://vivasalud.pe',
      loginHref: '/campaign/sorteo-audifonos/login/',
    };

    it("links the portal's terms, privacy and data uses as absolute URLs, and the site's own login", async () => {
      anonymous();
      renderWithAuth(<SignupView redirect={null} headingLevel={2} links={links} />);
      await screen.findByRole('heading', { level: 2, name: 'Crea tu cuenta' });

      const href = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');
      expect(href(/^términos y condiciones/)).toBe('https://vivasalud.pe/terminos-condiciones/');
      expect(href(/^política de privacidad/)).toBe('https://vivasalud.pe/politica-de-privacidad/');
      expect(href(/^usos adicionales de mis datos/)).toBe('https://vivasalud.pe/usos-adicionales');
      expect(href(/^Inicia sesión$/)).toBe('/campaign/sorteo-audifonos/login/');
    });

    it('sends the campaign path with the sign-up and asks for the code at the same heading level', async () => {
      anonymous();
      const bodies = signupAnswers();
      const { user, navigate } = renderWithAuth(
        <SignupView redirect={null} campaignPath="sorteo-audifonos" headingLevel={2} />,
      );
      await screen.findByRole('heading', { level: 2, name: 'Crea tu cuenta' });

      await fillIn(user);
      await user.click(terms());
      await user.click(submit());

      expect(
        await screen.findByRole('heading', { level: 2, name: 'Ingresa tu código de verificación' }),
      ).toBeTruthy();
      expect(bodies).toEqual([{ ...expectedBody, campaignPath: 'sorteo-audifonos' }]);
      expect(navigate).not.toHaveBeenCalled();
    });

    it('shows what the site gives for someone already signed in', async () => {
      server.use(
        siteHttp.get('/api/auth/get-user', ({ response }) =>
          response(200).json({ isAuthenticated: true, user: ana, token: null }),
        ),
      );
      renderWithAuth(
        <SignupView
          redirect={null}
          campaignPath="sorteo-audifonos"
          signedIn={<p>Ya puedes participar</p>}
        />,
      );

      expect(await screen.findByText('Ya puedes participar')).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Crea tu cuenta' })).toBeNull();
    });
  });
});

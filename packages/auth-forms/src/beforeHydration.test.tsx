import { siteHttp } from '@vivasalud/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  ana,
  anaChallenge,
  DEVICE_ID,
  hydrateWithAuth,
  renderWithAuth,
  serverHtml,
  fixClock,
  setupAuthTestServer,
  withPending,
} from './test/auth';
import { CodeStep } from './CodeStep';
import { LoginView } from './LoginView';
import { SignupView } from './SignupView';

/**
 * Issue #25: the forms are in the page's HTML, so a person can type — or press the button —
 * before the script has loaded (a slow phone). What was typed stays through hydration and is
 * what the form sends; a submission the browser makes itself posts to the form's route, never a
 * GET that would put the fields in the address.
 */

const fingerprint = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({ load: fingerprint.load }));
vi.mock('next/link', () => import('./test/next-link'));

const server = setupAuthTestServer(fingerprint.load);

/** Nobody is signed in: the start-up check answers once the page has hydrated. */
function anonymous() {
  let asked = 0;
  server.use(
    siteHttp.get('/api/auth/get-user', ({ response }) => {
      asked += 1;
      return response(200).json({ isAuthenticated: false, user: null, token: null });
    }),
  );
  return () => asked;
}

/** The form control named `name` in the server's HTML, before any script. */
function named<T extends HTMLElement>(container: HTMLElement, name: string): T {
  const element = container.querySelector<T>(`[name="${name}"]`);
  if (!element) throw new Error(`no field named ${name}`);
  return element;
}

/** Typing before hydration: the value changes in the page, nobody listens yet. */
function typeInto(container: HTMLElement, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    named<HTMLInputElement | HTMLSelectElement>(container, name).value = value;
  }
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('the login, typed into before hydration', () => {
  it('keeps the document type, number and password through hydration and the session check, and sends them', async () => {
    const sessionChecks = anonymous();
    const bodies: unknown[] = [];
    server.use(
      siteHttp.post('/api/auth/login', async ({ request, response }) => {
        bodies.push(await request.json());
        return response(200).json({ needMfa: true, challenge: anaChallenge });
      }),
    );
    const { user } = hydrateWithAuth(<LoginView redirect={null} />, {
      beforeHydration: (container) =>
        typeInto(container, {
          documentType: 'CE',
          document: 'X12345678',
          password: 'Clave$egura1',
        }),
    });

    // The session check re-renders the form: what was typed must survive it.
    await waitFor(() => expect(sessionChecks()).toBe(1));
    await waitFor(() =>
      expect(
        screen.getByRole<HTMLSelectElement>('combobox', { name: 'Tipo de documento' }).value,
      ).toBe('CE'),
    );
    expect(field('Número de documento').value).toBe('X12345678');
    expect(field('Contraseña').value).toBe('Clave$egura1');

    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ingresa tu código de verificación' }),
    ).toBeTruthy();
    expect(bodies).toEqual([
      {
        documentType: 'CE',
        document: 'X12345678',
        password: 'Clave$egura1',
        device: DEVICE_ID,
        channel: 'mail',
      },
    ]);
  });

  it('keeps a DNI to its digits, as typing after hydration would', async () => {
    const sessionChecks = anonymous();
    hydrateWithAuth(<LoginView redirect={null} />, {
      beforeHydration: (container) => typeInto(container, { document: '70 000 001' }),
    });
    await waitFor(() => expect(sessionChecks()).toBe(1));
    await waitFor(() => expect(field('Número de documento').value).toBe('70000001'));
  });
});

describe('the sign-up, typed into before hydration', () => {
  it('keeps every field through hydration and the session check, and sends them', async () => {
    const sessionChecks = anonymous();
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
          challenge: anaChallenge,
        });
      }),
    );
    const { user } = hydrateWithAuth(<SignupView redirect={null} />, {
      beforeHydration: (container) => {
        typeInto(container, {
          name: 'Luis',
          lastName: 'Huamán',
          documentNumber: '87654321',
          email: 'luis.huaman@correo.pe',
          phone: '987654321',
          password: 'Clave$egura1',
        });
        // The consents are native checkboxes: ticked before the script too.
        named<HTMLInputElement>(container, 'acceptTerms').checked = true;
      },
    });

    await waitFor(() => expect(sessionChecks()).toBe(1));
    await waitFor(() => expect(field('Número de documento').value).toBe('87654321'));
    expect(field('Número de celular').value).toBe('987654321');
    expect(field('Nombres').value).toBe('Luis');
    const consent = (name: RegExp) => screen.getByRole<HTMLInputElement>('checkbox', { name });
    expect(consent(/^Acepto los términos y condiciones/).checked).toBe(true);
    expect(consent(/^Acepto los usos adicionales/).checked).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ingresa tu código de verificación' }),
    ).toBeTruthy();
    expect(bodies).toEqual([
      {
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
      },
    ]);
  });
});

describe('a submission without the script', () => {
  it.for([
    ['the login', <LoginView key="l" redirect={null} />, '/api/auth/login', 'iniciar sesión'],
    ['the sign-up', <SignupView key="s" redirect={null} />, '/api/auth/signup', 'crear tu cuenta'],
  ] as const)(
    '%s posts to its route and says, in a <noscript>, that it needs JavaScript',
    ([, ui, action, needs]) => {
      const container = document.createElement('div');
      container.innerHTML = serverHtml(ui);
      const form = container.querySelector('form');
      expect(form?.getAttribute('method')).toBe('post');
      expect(form?.getAttribute('action')).toBe(action);
      expect(form?.querySelector('noscript')?.textContent).toContain(
        `Para ${needs} necesitas JavaScript.`,
      );
    },
  );

  it('the login reached through ?sin-js=1 says what it needs in an alert that takes the focus, until the next submission', async () => {
    anonymous();
    const bodies: unknown[] = [];
    server.use(
      siteHttp.post('/api/auth/login', async ({ request, response }) => {
        bodies.push(await request.json());
        return response(200).json({
          isTermsConditionsAccepted: true,
          isAdditionalClausesAccepted: false,
          needMfa: false,
          userData: { ...ana, withMFA: false },
        });
      }),
    );
    const { user } = renderWithAuth(<LoginView redirect={null} sentWithoutScript />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Tu navegador envió el formulario antes de que la página terminara de cargar o tiene JavaScript desactivado. Para iniciar sesión necesitas JavaScript: actívalo y vuelve a intentarlo.',
    );
    await waitFor(() => expect(document.activeElement).toBe(alert));

    await user.type(field('Número de documento'), '70000001');
    await user.type(field('Contraseña'), 'Clave$egura1');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the sign-up reached through ?sin-js=1 says what it needs', async () => {
    anonymous();
    renderWithAuth(<SignupView redirect={null} sentWithoutScript />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Para crear tu cuenta necesitas JavaScript: actívalo y vuelve a intentarlo.',
    );
  });
});

describe('the code step (shown once the script runs)', () => {
  fixClock();

  it('posts to its route too, never a GET with the code in the address', async () => {
    renderWithAuth(<CodeStep />, { session: withPending() });
    await screen.findByRole('heading', { level: 1, name: 'Ingresa tu código de verificación' });
    const form = screen.getByRole('button', { name: 'Verificar código' }).closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/api/auth/mfa-validation');
  });
});

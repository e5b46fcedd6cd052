/**
 * Test support for the React bindings: an `<AuthProvider>` on fresh in-memory storages, the
 * test base URL of the site routes and a fixed clock, with a probe component that uses every
 * hook, shows the state in the DOM and hands the hook results to the test.
 */
import { TEST_BASE_URLS } from '@vivasalud/api-client/testing';
import { cleanup, render } from '@testing-library/react';
import { setupContractServer } from '@vivasalud/api-client/testing';
import { useLayoutEffect } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, vi, type Mock } from 'vitest';
import type { PendingMfa, UserProfile } from '../../machine';
import { createAuthStorage, createMemoryStorage, PENDING_MFA_KEY, USER_KEY } from '../../storage';
import { AuthProvider } from '../AuthProvider';
import {
  useCampaignParticipation,
  useCodeStep,
  useLogin,
  useLogout,
  usePasswordRecovery,
  useSession,
  useSignup,
} from '../hooks';

export const NOW = new Date('2025-03-01T12:00:00.000Z');
export const IN_5_MIN = '2025-03-01T12:05:00.000Z';
export const DEVICE_ID = 'fp-visitor-1';
export const CAMPAIGN = 'sorteo-audifonos';

export const ana: UserProfile = {
  deviceId: DEVICE_ID,
  withMFA: false,
  name: 'Ana',
  lastName: 'Quispe',
  documentType: 'DNI',
  documentNumber: '12345678',
  email: 'ana.quispe@correo.pe',
  countryCode: '+51',
  phone: '987654321',
  isRegistered: true,
  username: '12345678',
  isActive: true,
  isTermsConditionsAccepted: true,
  isAdditionalClausesAccepted: false,
  membership: 'PRO',
};

export const pendingLogin: PendingMfa = {
  flow: 'login',
  username: ana.username,
  phone: ana.phone,
  email: ana.email,
  channel: 'mail',
  expiresAt: IN_5_MIN,
  sentAt: NOW.toISOString(),
  campaignPath: null,
};

export interface Api {
  session: ReturnType<typeof useSession>;
  login: ReturnType<typeof useLogin>;
  code: ReturnType<typeof useCodeStep>;
  signup: ReturnType<typeof useSignup>;
  logout: ReturnType<typeof useLogout>;
  recovery: ReturnType<typeof usePasswordRecovery>;
  campaign: ReturnType<typeof useCampaignParticipation>;
}

function Probe({ onApi, campaignPath }: { onApi: (api: Api) => void; campaignPath: string }) {
  const api: Api = {
    session: useSession(),
    login: useLogin(),
    code: useCodeStep(),
    signup: useSignup(),
    logout: useLogout(),
    recovery: usePasswordRecovery(),
    campaign: useCampaignParticipation(campaignPath),
  };
  useLayoutEffect(() => onApi(api));
  const formError = api.login.error ?? api.code.error ?? api.signup.error;
  return (
    <section>
      <p data-testid="status">{api.session.status}</p>
      <p data-testid="loading">{api.session.loading ? 'cargando' : 'listo'}</p>
      <p data-testid="user">{api.session.user ? api.session.user.name : ''}</p>
      <p data-testid="pro">{api.session.isPro ? 'pro' : 'no-pro'}</p>
      <p data-testid="device">{api.session.deviceId ?? ''}</p>
      <p data-testid="expires">{api.code.expiresAt ? api.code.expiresAt.toISOString() : ''}</p>
      {formError ? <p role="alert">{formError.message}</p> : null}
    </section>
  );
}

export interface RenderOptions {
  local?: Record<string, string>;
  session?: Record<string, string>;
  initialPathToGo?: string | null;
  campaignPath?: string;
  /** Render under React's StrictMode (effects run twice). */
  strict?: boolean;
}

export function renderAuth(options: RenderOptions = {}) {
  const local = createMemoryStorage(options.local);
  const session = createMemoryStorage(options.session);
  const storage = createAuthStorage({ local, session });
  const navigate = vi.fn<(to: string) => void>();
  let latest: Api | null = null;
  const view = render(
    <AuthProvider
      baseUrl={TEST_BASE_URLS.site}
      navigate={navigate}
      storage={storage}
      now={() => NOW}
      initialPathToGo={options.initialPathToGo ?? null}
    >
      <Probe
        campaignPath={options.campaignPath ?? CAMPAIGN}
        onApi={(api) => {
          latest = api;
        }}
      />
    </AuthProvider>,
    { reactStrictMode: options.strict ?? false },
  );
  const api = (): Api => {
    if (!latest) throw new Error('The probe has not rendered yet');
    return latest;
  };
  return { ...view, api, navigate, local, session, storage };
}

/** A promise resolved from outside: a handler awaits `promise`, the test calls `resolve()`. */
export function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The parsed `user` record in localStorage (null when absent). */
export function storedUser(local: Storage): Record<string, unknown> | null {
  const raw = local.getItem(USER_KEY);
  return raw == null ? null : (JSON.parse(raw) as Record<string, unknown>);
}

export function storedPending(session: Storage): unknown {
  const raw = session.getItem(PENDING_MFA_KEY);
  return raw == null ? null : JSON.parse(raw);
}

export const withDevice = { [USER_KEY]: JSON.stringify({ deviceId: DEVICE_ID }) };

/** `window.dataLayer`, as the analytics code writes it. */
export function dataLayer(): unknown {
  return (window as Window & { dataLayer?: unknown[] }).dataLayer;
}

export function resetDataLayer(value?: unknown[]): void {
  const target = window as Window & { dataLayer?: unknown[] };
  if (value) target.dataLayer = value;
  else delete target.dataLayer;
}

/**
 * The per-file set-up of the hook tests: an MSW server of the site contract (a request nobody
 * handled fails the test), a fingerprint that answers DEVICE_ID, a clean DOM and dataLayer.
 * `fingerprintLoad` is the file's hoisted mock of `@fingerprintjs/fingerprintjs`'s `load`.
 */
export function setupAuthTestServer(fingerprintLoad: Mock) {
  const server = setupContractServer();
  beforeAll(() => server.listen());
  afterEach(() => {
    cleanup();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    fingerprintLoad.mockReset();
    fingerprintLoad.mockResolvedValue({ get: async () => ({ visitorId: DEVICE_ID }) });
    resetDataLayer();
  });
  return server;
}

/**
 * Test support for the React bindings: an `<AuthProvider>` on fresh in-memory storages, the
 * test base URL of the site routes and a fixed clock, with a probe component that uses every
 * hook, shows the state in the DOM and hands the hook results to the test.
 */
import { TEST_BASE_URLS } from '@vivasalud/api-client/testing';
import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { vi } from 'vitest';
import { createAuthStorage, createMemoryStorage, PENDING_MFA_KEY, USER_KEY } from '../../storage';
import { AuthProvider } from '../AuthProvider';
import { CAMPAIGN, DEVICE_ID, NOW } from '../../testing';
import {
  useCampaignParticipation,
  useCodeStep,
  useLogin,
  useLogout,
  usePasswordRecovery,
  useSession,
  useSignup,
} from '../hooks';

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

export {
  ana,
  anaChallenge,
  CAMPAIGN,
  DEVICE_ID,
  IN_5_MIN,
  NOW,
  pendingLogin,
  resetDataLayer,
  setupAuthTestServer,
} from '../../testing';

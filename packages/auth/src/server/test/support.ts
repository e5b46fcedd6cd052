import { inject } from 'vitest';
import { createAuthRoutes, type AuthRoutesOptions, type FetchLike } from '../index';
import { nextAddress, request, type CallOptions } from '../testing';

/** The Request builder is the package's (`@vivasalud/auth/server/testing`), for apps too. */
export { nextAddress, request, SITE, type CallOptions } from '../testing';

/** Root of the real reference service started by the global setup. */
export const apiUrl = inject('apiUrl');
export const apiUrlWithoutSignupCode = inject('apiUrlWithoutSignupCode');

/** Points the handlers at the real service (the request host, localhost, would pick port 4000). */
export const serviceEnv = {
  VIVASALUD_IDENTITY_API_URL: `${apiUrl}/identity`,
  VIVASALUD_CONTENT_API_URL: `${apiUrl}/content`,
} as const;

export const DEMO_PASSWORD = 'VivaSalud2025!';
export const NEW_PASSWORD = 'Clave-Nueva-2025';

/**
 * As the apps run them under `vivasalud-next-start`: the X-Forwarded-For the tests send stands for
 * the one the server wrote from the socket, so each test gets an address of its own.
 */
export const routes = createAuthRoutes({ env: serviceEnv, addressResolved: true });

export function routesWith(options: AuthRoutesOptions) {
  return createAuthRoutes({ env: serviceEnv, addressResolved: true, ...options });
}

let documents = 0;
/** An 8-digit DNI no other test uses (counter + time; the database is fresh for each run). */
export function uniqueDni(): string {
  documents += 1;
  const stamp = (Date.now() % 100_000) * 100 + documents;
  return String(60_000_000 + (stamp % 10_000_000));
}

export const post = (path: string, options?: CallOptions, handlers = routes) =>
  handlers.POST(request('POST', path, options));
export const get = (path: string, options?: CallOptions, handlers = routes) =>
  handlers.GET(request('GET', path, options));

/** The `name=value` part of the Set-Cookie of a response (to send back as `Cookie`). */
export function sessionCookieOf(response: Response): string | undefined {
  const header = response.headers.get('set-cookie');
  return header?.split(';')[0];
}

interface OutboxMessage {
  to: string;
  text: string;
  kind: string;
}

/** What the service "sent" to an address, newest first (development outbox). */
export async function outbox(email: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${apiUrl}/dev/outbox?to=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`outbox answered ${response.status}`);
  return (await response.json()) as OutboxMessage[];
}

export async function latestCode(email: string): Promise<string> {
  const [message] = (await outbox(email)).filter((m) => m.kind === 'mfa-code');
  const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no code in the outbox of ${email}`);
  return code;
}

export async function latestRestoreKey(email: string): Promise<string> {
  const [message] = (await outbox(email)).filter((m) => m.kind === 'password-reset');
  const key = message && /[?&]key=([A-Za-z0-9_-]+)/.exec(message.text)?.[1];
  if (!key) throw new Error(`no restore key in the outbox of ${email}`);
  return key;
}

/** A 6-digit code that is surely not `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

export interface NewUser {
  dni: string;
  email: string;
  phone: string;
  device: string;
  name: string;
  address: string;
  /** The reference of the code step the last sign-up or login of this user opened. */
  reference?: string;
}

export function newUser(): NewUser {
  const dni = uniqueDni();
  return {
    dni,
    email: `prueba.${dni}@correo.pe`,
    phone: `9${dni}`,
    device: `dispositivo-${dni}`,
    name: 'Ana',
    address: nextAddress(),
  };
}

export function signupBody(user: NewUser, extra: Record<string, unknown> = {}) {
  return {
    campaignPath: null,
    document_type: 'DNI',
    document_number: user.dni,
    email: user.email,
    name: user.name,
    last_name: 'Prueba Torres',
    phone: user.phone,
    password: 'Clave-Segura-2025',
    is_terms_conditions_accepted: true,
    is_additional_clauses_accepted: false,
    device: user.device,
    channel: 'mail',
    ...extra,
  };
}

/** Signs a new user up through the routes (the service sends a code: the second step). */
export async function signUp(user = newUser(), extra: Record<string, unknown> = {}) {
  const response = await post('/api/auth/signup', {
    body: signupBody(user, extra),
    address: user.address,
  });
  if (response.status !== 201) throw new Error(`signup answered ${response.status}`);
  const answer = (await response.clone().json()) as { challenge?: { reference?: string } };
  user.reference = answer.challenge?.reference;
  return { user, response };
}

/** Completes the second step of `user` through the routes; answers the session cookie. */
export async function validateLatestCode(user: NewUser): Promise<string> {
  const response = await post('/api/auth/mfa-validation', {
    body: { reference: user.reference, device: user.device, otp: await latestCode(user.email) },
    address: user.address,
  });
  const cookie = sessionCookieOf(response);
  if (response.status !== 200 || !cookie)
    throw new Error(`mfa-validation answered ${response.status}`);
  return cookie;
}

/** A new user with a live session: sign-up, then the code from the outbox. */
export async function signedUpUser(extra: Record<string, unknown> = {}) {
  const { user } = await signUp(newUser(), extra);
  return { user, cookie: await validateLatestCode(user) };
}

export async function loginDemo(document: string, address = nextAddress()) {
  return post('/api/auth/login', {
    body: {
      documentType: 'DNI',
      document,
      password: DEMO_PASSWORD,
      device: `dispositivo-${document}`,
      channel: 'mail',
    },
    address,
  });
}

/** One call the fake upstream received. */
export interface UpstreamCall {
  method: string;
  url: string;
  forwardedFor: string | null;
  authorization: string | null;
}

/**
 * A fake upstream for what the real service cannot show: production and qa hosts (not
 * reachable from the tests) and answers the reference service never gives. `answer` maps the
 * upstream path (`/identity/auth/login`) to a JSON body; undefined answers 404.
 */
export function fakeUpstream(answer: (path: string) => unknown) {
  const calls: UpstreamCall[] = [];
  const fetch: FetchLike = async (upstreamRequest) => {
    calls.push({
      method: upstreamRequest.method,
      url: upstreamRequest.url,
      forwardedFor: upstreamRequest.headers.get('x-forwarded-for'),
      authorization: upstreamRequest.headers.get('authorization'),
    });
    const body = answer(new URL(upstreamRequest.url).pathname);
    return body === undefined
      ? Response.json(
          { error: true, code: 'NOT_FOUND', message: 'No encontrado.' },
          { status: 404 },
        )
      : Response.json(body);
  };
  return { fetch, calls };
}

/** A profile as the identity service answers it (every field of the contract's User). */
export const FAKE_PROFILE = {
  deviceId: 'dispositivo-prod',
  withMFA: false,
  name: 'Lucía',
  lastName: 'Quispe Mamani',
  documentType: 'DNI',
  documentNumber: '70000001',
  email: 'lucia.quispe@demo.vivasalud.pe',
  countryCode: '+51',
  phone: '987654321',
  isRegistered: true,
  username: '70000001',
  isActive: true,
  isTermsConditionsAccepted: true,
  isAdditionalClausesAccepted: false,
  membership: 'pro',
} as const;

export const FAKE_TOKEN = 'tok_fake-session-0123456789abcdef';

/** The identity service's login answer without a second step, for `fakeUpstream`. */
export function fakeLoginAnswer(userData: Record<string, unknown> = FAKE_PROFILE) {
  return {
    token: FAKE_TOKEN,
    isTermsConditionsAccepted: true,
    isAdditionalClausesAccepted: false,
    needMfa: false,
    userData,
  };
}

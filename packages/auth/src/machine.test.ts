import { describe, expect, it } from 'vitest';
import {
  initialAuthState,
  runEffects,
  transition,
  type AuthEffect,
  type AuthEvent,
  type AuthEventType,
  type AuthState,
  type AuthStatus,
  type EffectHandlers,
  type MfaChallenge,
  type PendingMfa,
  type SignupAnswer,
  type UserProfile,
} from './machine';

// --- Fixtures --------------------------------------------------------------------------------

const NOW = new Date('2025-03-01T12:00:00.000Z');
const IN_5_MIN = '2025-03-01T12:05:00.000Z';
const IN_10_MIN = '2025-03-01T12:10:00.000Z';
const AGO_1_MIN = '2025-03-01T11:59:00.000Z';
const RETURN = '/clases-grabadas';

const user: UserProfile = {
  deviceId: 'device-1',
  withMFA: false,
  name: 'Ana',
  lastName: 'Quispe',
  documentType: 'DNI',
  documentNumber: '12345678',
  email: 'ana@example.com',
  countryCode: '+51',
  phone: '987654321',
  isRegistered: true,
  username: '12345678',
  isActive: true,
  isTermsConditionsAccepted: true,
  isAdditionalClausesAccepted: false,
  membership: 'PRO',
};
const reloadedUser: UserProfile = { ...user, isAdditionalClausesAccepted: true };

/** What a login that needs a code answers (issue #16): no profile, only the code step. */
const loginChallenge: MfaChallenge = {
  reference: 'R'.repeat(43),
  channel: 'sms',
  destination: '*** *** 321',
};
const signupChallenge: MfaChallenge = {
  reference: 'S'.repeat(43),
  channel: 'mail',
  destination: 'lu****@example.com',
};
const pendingLogin: PendingMfa = {
  flow: 'login',
  reference: loginChallenge.reference,
  channel: 'sms',
  destination: '*** *** 321',
  expiresAt: IN_5_MIN,
  sentAt: NOW.toISOString(),
  campaignPath: null,
};
const pendingSignup: PendingMfa = {
  flow: 'signup',
  reference: signupChallenge.reference,
  channel: 'mail',
  destination: 'lu****@example.com',
  expiresAt: IN_5_MIN,
  sentAt: NOW.toISOString(),
  campaignPath: null,
};
const signupAnswer: SignupAnswer = {
  isNeedMfa: false,
  phone: '912345678',
  email: 'luis@example.com',
  documentNumber: '87654321',
  name: 'Luis',
  challenge: null,
};
const signupAnswerWithCode: SignupAnswer = {
  ...signupAnswer,
  isNeedMfa: true,
  challenge: signupChallenge,
};

const idle = { loading: false, authLoading: false, logoutLoading: false, authEpoch: 0 };

/** The state at another epoch (one transition that changed who is signed in later, etc.). */
const at = <S extends AuthState>(state: S, authEpoch: number): S => ({ ...state, authEpoch });
/** A session check asked at `epoch` (0 = the fixtures' epoch) and its answers. */
const fetchAt = (epoch = 0): AuthEffect => ({ type: 'fetchSession', epoch });
const loaded = (answer: UserProfile | null, epoch = 0): AuthEvent => ({
  type: 'SESSION_LOADED',
  epoch,
  isAuthenticated: answer != null,
  user: answer,
});
const failed = (message: string, epoch = 0): AuthEvent => ({
  type: 'SESSION_FAILED',
  epoch,
  message,
});

/** Signed out, started, with a stored destination. */
const U: AuthState = { status: 'unauthenticated', ...idle, pathToGo: RETURN, registeredName: null };
/** Signed out with no stored destination. */
const U0: AuthState = { ...U, pathToGo: null };
/** Before the start-up session check has answered. */
const ULoading: AuthState = { ...U, loading: true };
/** Waiting for the one-time code of a login. */
const P: AuthState = {
  status: 'pendingMfa',
  ...idle,
  pathToGo: RETURN,
  pending: pendingLogin,
  codeAccepted: false,
};
/** The code was accepted (which moved to epoch 1); the user is being re-read. */
const PA: AuthState = { ...P, codeAccepted: true, authLoading: true, authEpoch: 1 };
const A: AuthState = { status: 'authenticated', ...idle, pathToGo: null, user };

const signedOut = (over: Partial<AuthState> = {}): AuthState =>
  ({
    status: 'unauthenticated',
    ...idle,
    pathToGo: null,
    registeredName: null,
    ...over,
  }) as AuthState;
const signedIn = (over: Partial<AuthState> = {}): AuthState =>
  ({ status: 'authenticated', ...idle, pathToGo: null, user, ...over }) as AuthState;

const loggedOut = (to: string): { state: AuthState; effects: AuthEffect[] } => ({
  state: signedOut({ logoutLoading: true, authEpoch: 1 }),
  effects: [
    { type: 'closeSession' },
    { type: 'clearUser' },
    { type: 'clearPendingMfa' },
    { type: 'navigateAfter', ms: 50, to },
  ],
});
const loginRedirect = `/auth/login?redirect=${encodeURIComponent(RETURN)}`;

// --- The table -------------------------------------------------------------------------------

interface Row {
  rule: string;
  from: AuthState;
  event: AuthEvent;
  state: AuthState;
  effects: AuthEffect[];
}

const same = (from: AuthState) => ({ state: from, effects: [] as AuthEffect[] });

const rows: Row[] = [
  // START — spec §4 "On start"
  {
    rule: '§4 start: no pending state -> session queried, still loading (the device id waits for a sign-in)',
    from: initialAuthState,
    event: { type: 'START', pending: null },
    state: signedOut({ loading: true }),
    effects: [fetchAt()],
  },
  {
    rule: '§4 start: no pending state and a stored device id -> only the session is queried',
    from: U,
    event: { type: 'START', pending: null },
    state: { ...U, loading: true },
    effects: [fetchAt()],
  },
  {
    rule: '§4 start: a stored pending second step is restored and loading ends',
    from: initialAuthState,
    event: { type: 'START', pending: pendingLogin, pathToGo: RETURN },
    state: { ...P, loading: false },
    effects: [],
  },
  {
    rule: '§9 start: a stored pending step whose 5-minute code expired is dropped, session queried',
    from: initialAuthState,
    event: {
      type: 'START',
      pending: { ...pendingLogin, expiresAt: AGO_1_MIN },
    },
    state: signedOut({ loading: true }),
    effects: [{ type: 'clearPendingMfa' }, fetchAt()],
  },
  {
    rule: 'issue #5 start: a stored pathToGo is restored through the redirect sanitizer',
    from: initialAuthState,
    event: { type: 'START', pending: null, pathToGo: 'https://evil.com' },
    state: signedOut({ loading: true, pathToGo: '/' }),
    effects: [fetchAt()],
  },
  {
    rule: '§4 start from pendingMfa: storage is the truth; without a pending state the session is queried',
    from: P,
    event: { type: 'START', pending: null },
    state: { ...U, loading: true },
    effects: [fetchAt()],
  },
  {
    rule: '§4 start from authenticated: the session is queried again',
    from: A,
    event: { type: 'START', pending: null },
    state: signedOut({ loading: true }),
    effects: [fetchAt()],
  },

  // SESSION_LOADED — "loading ends afterwards"; "valid code -> user re-read"
  {
    rule: '§4 start: an open session -> authenticated, user refreshed in storage, loading ends',
    from: ULoading,
    event: loaded(user),
    state: { ...A, pathToGo: RETURN },
    effects: [{ type: 'persistUser', user }],
  },
  {
    rule: '§4 start: no session -> unauthenticated, stale stored user cleared, loading ends',
    from: ULoading,
    event: loaded(null),
    state: U,
    effects: [{ type: 'clearUser' }],
  },
  {
    rule: '§4 valid code -> user re-read -> authenticated, redirected to pathToGo, pathToGo cleared',
    from: PA,
    event: loaded(user, 1),
    state: at(A, 1),
    effects: [
      { type: 'clearPendingMfa' },
      { type: 'persistUser', user },
      { type: 'savePathToGo', path: null },
      { type: 'track', event: 'login_success' },
      { type: 'navigate', to: RETURN },
    ],
  },
  {
    rule: '§4 valid code -> user re-read -> redirected home when no pathToGo is stored',
    from: { ...PA, pathToGo: null },
    event: loaded(user, 1),
    state: at(A, 1),
    effects: [
      { type: 'clearPendingMfa' },
      { type: 'persistUser', user },
      { type: 'savePathToGo', path: null },
      { type: 'track', event: 'login_success' },
      { type: 'navigate', to: '/' },
    ],
  },
  {
    rule: '§4 sign-up code validated with a campaign path -> authenticated, no redirect (campaign page moves on)',
    from: { ...PA, pending: { ...pendingSignup, campaignPath: 'verano' } },
    event: loaded(user, 1),
    state: at(A, 1),
    effects: [
      { type: 'clearPendingMfa' },
      { type: 'persistUser', user },
      { type: 'savePathToGo', path: null },
    ],
  },
  {
    rule: '§8 code accepted but the re-read finds no session -> stays pending, logged only',
    from: PA,
    event: loaded(null, 1),
    state: at(P, 1),
    effects: [{ type: 'log', message: 'Session not open after code validation' }],
  },
  {
    rule: '§4 a restored pending step wins over a late session answer: only loading ends',
    from: { ...P, loading: true },
    event: loaded(user),
    state: P,
    effects: [],
  },
  {
    rule: '§3 authenticated: the user is refreshed from the server',
    from: A,
    event: loaded(reloadedUser),
    state: signedIn({ user: reloadedUser }),
    effects: [{ type: 'persistUser', user: reloadedUser }],
  },
  {
    rule: '§4 authenticated: a session check that finds no session signs out',
    from: A,
    event: loaded(null),
    state: signedOut(),
    effects: [{ type: 'clearUser' }],
  },
  {
    rule: '§4 sign-up without code: the re-read asked at the new epoch signs in',
    from: at(signedOut({ registeredName: 'Luis' }), 1),
    event: loaded(user, 1),
    state: at(signedIn(), 1),
    effects: [{ type: 'persistUser', user }],
  },
  // A session answer asked for before who is signed in last changed is stale (M2).
  {
    rule: 'M2 a start-up answer landing after a login without second step: the sign-in stands',
    from: at(A, 1),
    event: loaded(null, 0),
    ...same(at(A, 1)),
  },
  {
    rule: 'M2 a session answer asked before a logout does not sign back in',
    from: at(signedOut({ logoutLoading: true }), 1),
    event: loaded(user, 0),
    ...same(at(signedOut({ logoutLoading: true }), 1)),
  },
  {
    rule: 'M2 a start-up answer landing after a sign-up without code is ignored (its own re-read counts)',
    from: at(signedOut({ registeredName: 'Luis' }), 1),
    event: loaded(null, 0),
    ...same(at(signedOut({ registeredName: 'Luis' }), 1)),
  },
  {
    rule: 'M2 a stale start-up answer changes nothing else, but the start-up check has ended (logout while loading)',
    from: at(ULoading, 1),
    event: loaded(user, 0),
    state: at(U, 1),
    effects: [],
  },
  {
    rule: 'M2 a stale start-up answer during a code step begun while loading: only loading ends',
    from: at({ ...P, loading: true }, 1),
    event: loaded(null, 0),
    state: at(P, 1),
    effects: [],
  },
  {
    rule: 'M2 an answer asked before the code was accepted does not reset the code step',
    from: PA,
    event: loaded(null, 0),
    ...same(PA),
  },

  // SESSION_FAILED — §8 "session check failure: logged only"
  {
    rule: '§8 session check failure is logged only and loading ends',
    from: ULoading,
    event: failed('Network Error'),
    state: U,
    effects: [{ type: 'log', message: 'Network Error' }],
  },
  {
    rule: '§8 session re-read failure after a valid code is logged only; the code step stays',
    from: PA,
    event: failed('Network Error', 1),
    state: at(P, 1),
    effects: [{ type: 'log', message: 'Network Error' }],
  },
  {
    rule: '§8 session check failure while authenticated is logged only',
    from: { ...A, loading: true },
    event: failed('Network Error'),
    state: A,
    effects: [{ type: 'log', message: 'Network Error' }],
  },
  {
    rule: 'M2 a stale failure is not logged and does not reset the code step',
    from: PA,
    event: failed('Network Error', 0),
    ...same(PA),
  },
  {
    rule: 'M2 a stale start-up failure after a logout while loading: only loading ends',
    from: at(ULoading, 1),
    event: failed('Network Error', 0),
    state: at(U, 1),
    effects: [],
  },
  {
    rule: 'M2 a stale failure after signing in changes nothing',
    from: at(A, 1),
    event: failed('Network Error', 0),
    ...same(at(A, 1)),
  },

  // AUTH_REQUESTED — the button loading state
  {
    rule: '§4 a login or sign-up call going out sets authLoading',
    from: U,
    event: { type: 'AUTH_REQUESTED' },
    state: { ...U, authLoading: true },
    effects: [],
  },
  {
    rule: '§4 a code validation going out sets authLoading',
    from: P,
    event: { type: 'AUTH_REQUESTED' },
    state: { ...P, authLoading: true },
    effects: [],
  },
  {
    rule: '§4 authenticated: no auth call to wait for',
    from: A,
    event: { type: 'AUTH_REQUESTED' },
    ...same(A),
  },

  // LOGIN_SUCCEEDED
  {
    rule: '§4 login without second step -> authenticated, navigate to stored pathToGo, pathToGo cleared',
    from: { ...U, authLoading: true },
    event: { type: 'LOGIN_SUCCEEDED', needMfa: false, user },
    state: at(A, 1),
    effects: [
      { type: 'persistUser', user },
      { type: 'savePathToGo', path: null },
      { type: 'track', event: 'login_success' },
      { type: 'navigate', to: RETURN },
    ],
  },
  {
    rule: '§4 login without second step and no pathToGo -> navigate home',
    from: U0,
    event: { type: 'LOGIN_SUCCEEDED', needMfa: false, user },
    state: at(A, 1),
    effects: [
      { type: 'persistUser', user },
      { type: 'savePathToGo', path: null },
      { type: 'track', event: 'login_success' },
      { type: 'navigate', to: '/' },
    ],
  },
  {
    rule: '§4/§9 login with needMfa -> pending second step saved, not authenticated, code valid 5 minutes',
    from: { ...U, authLoading: true },
    event: { type: 'LOGIN_SUCCEEDED', needMfa: true, challenge: loginChallenge },
    state: at(P, 1),
    effects: [{ type: 'savePendingMfa', pending: pendingLogin }],
  },
  {
    rule: 'issue #25 a second sign-in within the cooldown gets the live code: its time and validity run from when it was sent',
    from: { ...U, authLoading: true },
    event: {
      type: 'LOGIN_SUCCEEDED',
      needMfa: true,
      challenge: { ...loginChallenge, sentSecondsAgo: 9, resendInSeconds: 51 },
    },
    state: {
      ...at(P, 1),
      pending: {
        ...pendingLogin,
        sentAt: '2025-03-01T11:59:51.000Z',
        expiresAt: '2025-03-01T12:04:51.000Z',
      },
    },
    effects: [
      {
        type: 'savePendingMfa',
        pending: {
          ...pendingLogin,
          sentAt: '2025-03-01T11:59:51.000Z',
          expiresAt: '2025-03-01T12:04:51.000Z',
        },
      },
    ],
  },
  {
    rule: '§4 a new login from the code step replaces the pending step',
    from: P,
    event: { type: 'LOGIN_SUCCEEDED', needMfa: false, user },
    state: at(A, 1),
    effects: [
      { type: 'clearPendingMfa' },
      { type: 'persistUser', user },
      { type: 'savePathToGo', path: null },
      { type: 'track', event: 'login_success' },
      { type: 'navigate', to: RETURN },
    ],
  },
  {
    rule: '§4 authenticated: a stray login answer changes nothing',
    from: A,
    event: { type: 'LOGIN_SUCCEEDED', needMfa: false, user },
    ...same(A),
  },

  // LOGIN_FAILED — §8 "server response body handed to the caller"
  {
    rule: '§8 failed login: the server message is shown, authLoading ends',
    from: { ...U, authLoading: true },
    event: { type: 'LOGIN_FAILED', message: 'Documento o contraseña incorrectos.' },
    state: U,
    effects: [{ type: 'error', message: 'Documento o contraseña incorrectos.' }],
  },
  {
    rule: '§8 failed login from the code step: message shown, pending step kept',
    from: { ...P, authLoading: true },
    event: { type: 'LOGIN_FAILED', message: 'Cuenta inactiva.' },
    state: P,
    effects: [{ type: 'error', message: 'Cuenta inactiva.' }],
  },
  {
    rule: '§4 authenticated: a stray login failure changes nothing',
    from: A,
    event: { type: 'LOGIN_FAILED', message: 'x' },
    ...same(A),
  },

  // CODE_VALIDATED
  {
    rule: '§4 valid code -> the user is re-read from the server before signing in, at a new epoch (M2)',
    from: { ...P, authLoading: true },
    event: { type: 'CODE_VALIDATED', success: true },
    state: PA,
    effects: [fetchAt(1)],
  },
  {
    rule: '§8 code validation with success false -> "MFA validation failed"',
    from: { ...P, authLoading: true },
    event: { type: 'CODE_VALIDATED', success: false },
    state: P,
    effects: [{ type: 'error', message: 'MFA validation failed' }],
  },
  {
    rule: '§8 failed code validation with a server message -> that message',
    from: { ...P, authLoading: true },
    event: { type: 'CODE_VALIDATED', success: false, message: 'El código ha expirado.' },
    state: P,
    effects: [{ type: 'error', message: 'El código ha expirado.' }],
  },
  {
    rule: '§4 no pending step: a code answer is ignored (signed out)',
    from: U,
    event: { type: 'CODE_VALIDATED', success: true },
    ...same(U),
  },
  {
    rule: '§4 no pending step: a code answer is ignored (authenticated)',
    from: A,
    event: { type: 'CODE_VALIDATED', success: true },
    ...same(A),
  },

  // CODE_RESENT — §9 "on resend the server value minutosVigencia is used"
  {
    rule: '§9 resend: the new code is valid minutosVigencia minutes, pending step saved again',
    from: P,
    event: { type: 'CODE_RESENT', minutosVigencia: 10 },
    state: { ...P, pending: { ...pendingLogin, expiresAt: IN_10_MIN } },
    effects: [{ type: 'savePendingMfa', pending: { ...pendingLogin, expiresAt: IN_10_MIN } }],
  },
  {
    rule: '§9 resend with minutosVigencia 5',
    from: { ...P, pending: { ...pendingLogin, expiresAt: AGO_1_MIN } },
    event: { type: 'CODE_RESENT', minutosVigencia: 5 },
    state: P,
    effects: [{ type: 'savePendingMfa', pending: pendingLogin }],
  },
  {
    rule: '§9 resend by mail: the pending step remembers where the new code went (masked)',
    from: P,
    event: {
      type: 'CODE_RESENT',
      minutosVigencia: 5,
      channel: 'mail',
      destination: 'an****@example.com',
    },
    state: {
      ...P,
      pending: { ...pendingLogin, channel: 'mail', destination: 'an****@example.com' },
    },
    effects: [
      {
        type: 'savePendingMfa',
        pending: { ...pendingLogin, channel: 'mail', destination: 'an****@example.com' },
      },
    ],
  },
  {
    rule: 'issue #16: a sign-up answer that needs a code but names no code step -> "El registro falló"',
    from: { ...U, authLoading: true },
    event: { type: 'SIGNUP_SUCCEEDED', answer: { ...signupAnswer, isNeedMfa: true } },
    state: U,
    effects: [{ type: 'error', message: 'El registro falló' }],
  },
  {
    rule: '§4 no pending step: a resend answer is ignored (signed out)',
    from: U,
    event: { type: 'CODE_RESENT', minutosVigencia: 5 },
    ...same(U),
  },
  {
    rule: '§4 no pending step: a resend answer is ignored (authenticated)',
    from: A,
    event: { type: 'CODE_RESENT', minutosVigencia: 5 },
    ...same(A),
  },

  // SIGNUP_SUCCEEDED
  {
    rule: '§8 sign-up with an empty answer -> "El registro falló"',
    from: { ...U, authLoading: true },
    event: { type: 'SIGNUP_SUCCEEDED', answer: null },
    state: U,
    effects: [{ type: 'error', message: 'El registro falló' }],
  },
  {
    rule: '§4/§9 sign-up with isNeedMfa -> pending second step, code valid 5 minutes',
    from: { ...U, authLoading: true },
    event: {
      type: 'SIGNUP_SUCCEEDED',
      answer: signupAnswerWithCode,
    },
    state: at({ ...P, pending: pendingSignup }, 1),
    effects: [
      { type: 'savePendingMfa', pending: pendingSignup },
      { type: 'track', event: 'register_success' },
    ],
  },
  {
    rule: '§4 sign-up with isNeedMfa and a campaign path keeps the campaign for after the code',
    from: U,
    event: {
      type: 'SIGNUP_SUCCEEDED',
      answer: signupAnswerWithCode,
      campaignPath: 'verano',
    },
    state: at({ ...P, pending: { ...pendingSignup, campaignPath: 'verano' } }, 1),
    effects: [
      { type: 'savePendingMfa', pending: { ...pendingSignup, campaignPath: 'verano' } },
      { type: 'track', event: 'register_success' },
    ],
  },
  {
    rule: '§4 sign-up without isNeedMfa -> registered, name stored, session re-read at the new epoch, redirect to pathToGo',
    from: { ...U, authLoading: true },
    event: { type: 'SIGNUP_SUCCEEDED', answer: signupAnswer },
    state: signedOut({ registeredName: 'Luis', authEpoch: 1 }),
    effects: [
      { type: 'persistRegistration', name: 'Luis' },
      { type: 'track', event: 'register_success' },
      fetchAt(1),
      { type: 'savePathToGo', path: null },
      { type: 'navigate', to: RETURN },
    ],
  },
  {
    rule: '§4 sign-up without isNeedMfa and no pathToGo -> redirect home',
    from: U0,
    event: { type: 'SIGNUP_SUCCEEDED', answer: signupAnswer, campaignPath: '' },
    state: signedOut({ registeredName: 'Luis', authEpoch: 1 }),
    effects: [
      { type: 'persistRegistration', name: 'Luis' },
      { type: 'track', event: 'register_success' },
      fetchAt(1),
      { type: 'savePathToGo', path: null },
      { type: 'navigate', to: '/' },
    ],
  },
  {
    rule: '§4 sign-up without isNeedMfa with a campaign path -> registered, no redirect',
    from: U,
    event: {
      type: 'SIGNUP_SUCCEEDED',
      answer: signupAnswer,
      campaignPath: 'verano',
    },
    state: { ...U, registeredName: 'Luis', authEpoch: 1 },
    effects: [
      { type: 'persistRegistration', name: 'Luis' },
      { type: 'track', event: 'register_success' },
      fetchAt(1),
    ],
  },
  {
    rule: '§4 sign-up from a stale code step replaces the pending step',
    from: P,
    event: { type: 'SIGNUP_SUCCEEDED', answer: signupAnswer },
    state: signedOut({ registeredName: 'Luis', authEpoch: 1 }),
    effects: [
      { type: 'clearPendingMfa' },
      { type: 'persistRegistration', name: 'Luis' },
      { type: 'track', event: 'register_success' },
      fetchAt(1),
      { type: 'savePathToGo', path: null },
      { type: 'navigate', to: RETURN },
    ],
  },
  {
    rule: '§4 authenticated: a stray sign-up answer changes nothing',
    from: A,
    event: { type: 'SIGNUP_SUCCEEDED', answer: signupAnswer },
    ...same(A),
  },

  // SIGNUP_FAILED
  {
    rule: '§8 failed sign-up: the server message is shown, authLoading ends',
    from: { ...U, authLoading: true },
    event: {
      type: 'SIGNUP_FAILED',
      message: 'Ya existe una cuenta registrada con este documento.',
    },
    state: U,
    effects: [{ type: 'error', message: 'Ya existe una cuenta registrada con este documento.' }],
  },
  {
    rule: '§8 failed sign-up from a code step: message shown, pending step kept',
    from: { ...P, authLoading: true },
    event: { type: 'SIGNUP_FAILED', message: 'x' },
    state: P,
    effects: [{ type: 'error', message: 'x' }],
  },
  {
    rule: '§4 authenticated: a stray sign-up failure changes nothing',
    from: A,
    event: { type: 'SIGNUP_FAILED', message: 'x' },
    ...same(A),
  },

  // USER_RELOADED
  {
    rule: '§3 the user record is refreshed from the server (e.g. after accepting clauses)',
    from: A,
    event: { type: 'USER_RELOADED', user: reloadedUser },
    state: signedIn({ user: reloadedUser }),
    effects: [{ type: 'persistUser', user: reloadedUser }],
  },
  {
    rule: '§4 signed out: a reloaded user does not sign in',
    from: U,
    event: { type: 'USER_RELOADED', user },
    ...same(U),
  },
  {
    rule: '§4 pending step: a reloaded user does not skip the code',
    from: P,
    event: { type: 'USER_RELOADED', user },
    ...same(P),
  },

  // LOGOUT — §4, §9 "logout redirect delay 50 ms"
  {
    rule: '§4 logout with a return path: user and pending cleared, device id kept, after 50 ms to /auth/login?redirect={encoded path}',
    from: A,
    event: { type: 'LOGOUT', returnPath: RETURN },
    ...loggedOut(loginRedirect),
  },
  {
    rule: '§4 logout without a return path: after 50 ms home',
    from: A,
    event: { type: 'LOGOUT' },
    ...loggedOut('/'),
  },
  {
    rule: '§4 logout encodes the return path (query string included)',
    from: A,
    event: { type: 'LOGOUT', returnPath: '/bienestar?tema=sueño&p=2' },
    ...loggedOut(`/auth/login?redirect=${encodeURIComponent('/bienestar?tema=sue%C3%B1o&p=2')}`),
  },
  {
    rule: 'issue #5 logout with a foreign return path -> redirect=/ (sanitized)',
    from: A,
    event: { type: 'LOGOUT', returnPath: '//evil.com' },
    ...loggedOut('/auth/login?redirect=%2F'),
  },
  {
    rule: '§4 logout from the code step clears the pending state too',
    from: P,
    event: { type: 'LOGOUT' },
    ...loggedOut('/'),
  },
  {
    rule: '§4 logout while signed out still clears storage (only the device id stays)',
    from: U,
    event: { type: 'LOGOUT', returnPath: RETURN },
    ...loggedOut(loginRedirect),
  },

  // LOGOUT_FINISHED
  {
    rule: '§4 logout call finished (or failed, logged only): logoutLoading ends',
    from: signedOut({ logoutLoading: true }),
    event: { type: 'LOGOUT_FINISHED' },
    state: signedOut(),
    effects: [],
  },
  {
    rule: '§4 logout finished after a new code step began: only logoutLoading ends',
    from: { ...P, logoutLoading: true },
    event: { type: 'LOGOUT_FINISHED' },
    state: P,
    effects: [],
  },
  {
    rule: '§4 logout finished after signing in again: only logoutLoading ends',
    from: { ...A, logoutLoading: true },
    event: { type: 'LOGOUT_FINISHED' },
    state: A,
    effects: [],
  },

  // UNAUTHORIZED — §4 "a 401 from the content calls triggers session closing"
  {
    rule: '§4 a 401 from content closes the session and sends to login with the current path',
    from: A,
    event: { type: 'UNAUTHORIZED', returnPath: RETURN },
    state: signedOut({ authEpoch: 1 }),
    effects: [
      { type: 'closeSession' },
      { type: 'clearUser' },
      { type: 'navigate', to: loginRedirect },
    ],
  },
  {
    rule: '§4 a 401 from content without a path closes the session and stays',
    from: A,
    event: { type: 'UNAUTHORIZED' },
    state: signedOut({ authEpoch: 1 }),
    effects: [{ type: 'closeSession' }, { type: 'clearUser' }],
  },
  {
    rule: '§4 a 401 while signed out: no session to close',
    from: U,
    event: { type: 'UNAUTHORIZED', returnPath: RETURN },
    ...same(U),
  },
  {
    rule: '§4 a 401 during the code step: the pending step is kept',
    from: P,
    event: { type: 'UNAUTHORIZED' },
    ...same(P),
  },

  // PATH_TO_GO_SET — §3 pathToGo "destination after login"
  {
    rule: '§3 pathToGo is stored for after login',
    from: U0,
    event: { type: 'PATH_TO_GO_SET', path: RETURN },
    state: U,
    effects: [{ type: 'savePathToGo', path: RETURN }],
  },
  {
    rule: 'issue #5 a foreign pathToGo is sanitized to "/"',
    from: U0,
    event: { type: 'PATH_TO_GO_SET', path: 'javascript:alert(1)' },
    state: { ...U0, pathToGo: '/' },
    effects: [{ type: 'savePathToGo', path: '/' }],
  },
  {
    rule: '§3 pathToGo can be set during the code step',
    from: { ...P, pathToGo: null },
    event: { type: 'PATH_TO_GO_SET', path: RETURN },
    state: P,
    effects: [{ type: 'savePathToGo', path: RETURN }],
  },
  {
    rule: '§3 pathToGo can be cleared while authenticated',
    from: { ...A, pathToGo: RETURN },
    event: { type: 'PATH_TO_GO_SET', path: null },
    state: A,
    effects: [{ type: 'savePathToGo', path: null }],
  },
];

// --- Coverage of the table -------------------------------------------------------------------

const STATUSES: AuthStatus[] = ['unauthenticated', 'pendingMfa', 'authenticated'];
const EVENT_TYPES = [
  'START',
  'SESSION_LOADED',
  'SESSION_FAILED',
  'AUTH_REQUESTED',
  'LOGIN_SUCCEEDED',
  'LOGIN_FAILED',
  'CODE_VALIDATED',
  'CODE_RESENT',
  'SIGNUP_SUCCEEDED',
  'SIGNUP_FAILED',
  'USER_RELOADED',
  'LOGOUT',
  'LOGOUT_FINISHED',
  'UNAUTHORIZED',
  'PATH_TO_GO_SET',
] as const satisfies readonly AuthEventType[];
// Fails to compile when an event type is added to the machine but not listed here.
const everyEventListed: Exclude<AuthEventType, (typeof EVENT_TYPES)[number]> extends never
  ? true
  : false = true;

describe('auth machine (spec §4)', () => {
  it('the table covers every state × event pair', () => {
    expect(everyEventListed).toBe(true);
    const covered = new Set(rows.map((row) => `${row.from.status} × ${row.event.type}`));
    const missing = STATUSES.flatMap((status) =>
      EVENT_TYPES.map((type) => `${status} × ${type}`),
    ).filter((pair) => !covered.has(pair));
    expect(missing).toEqual([]);
  });

  describe.each(STATUSES)('given %s', (status) => {
    it.each(
      rows.filter((row) => row.from.status === status).map((row) => [row.rule, row] as const),
    )('%s', (_rule, row) => {
      const frozen = structuredClone(row.from);
      const result = transition(row.from, row.event, NOW);
      expect(result.state).toEqual(row.state);
      expect(result.effects).toEqual(row.effects);
      // Pure: the input state is never mutated.
      expect(row.from).toEqual(frozen);
    });
  });

  it('is pure: the same state, event and time give the same result', () => {
    const event: AuthEvent = { type: 'LOGIN_SUCCEEDED', needMfa: true, challenge: loginChallenge };
    expect(transition(U, event, NOW)).toEqual(transition(U, event, NOW));
  });

  it('§3 no effect or state carries the token, and analytics carry no personal data', () => {
    const all = rows.map((row) => transition(row.from, row.event, NOW));
    expect(JSON.stringify(all)).not.toMatch(/token/i);
    const tracks = all.flatMap((r) => r.effects).filter((e) => e.type === 'track');
    for (const effect of tracks) expect(Object.keys(effect).sort()).toEqual(['event', 'type']);
  });

  /** Runs events from the initial state; `asked()` is the epoch of the last session check. */
  function run() {
    let state = initialAuthState;
    const effects: AuthEffect[] = [];
    const step = (event: AuthEvent) => {
      const result = transition(state, event, NOW);
      state = result.state;
      effects.push(...result.effects);
      return result;
    };
    const asked = (): number => {
      const fetches = effects.filter((effect) => effect.type === 'fetchSession');
      const last = fetches.at(-1);
      if (!last) throw new Error('No session check was asked for');
      return last.epoch;
    };
    return { step, asked, state: () => state, effects };
  }

  it('a whole login with the code step, from start to the stored destination', () => {
    const { step, asked, state, effects } = run();
    step({ type: 'START', pending: null });
    step(loaded(null, asked()));
    step({ type: 'PATH_TO_GO_SET', path: RETURN });
    step({ type: 'AUTH_REQUESTED' });
    step({ type: 'LOGIN_SUCCEEDED', needMfa: true, challenge: loginChallenge });
    expect(state().status).toBe('pendingMfa');
    step({ type: 'AUTH_REQUESTED' });
    step({ type: 'CODE_VALIDATED', success: true });
    step(loaded(user, asked()));
    expect(state()).toEqual(at(A, 2));
    expect(effects.at(-1)).toEqual({ type: 'navigate', to: RETURN });
  });

  it('M2 the start-up answer landing after a login without second step does not sign out', () => {
    const { step, asked, state } = run();
    step({ type: 'START', pending: null });
    const startUp = asked();
    step({ type: 'AUTH_REQUESTED' });
    step({ type: 'LOGIN_SUCCEEDED', needMfa: false, user });
    const late = step(loaded(null, startUp));
    expect(late.effects).toEqual([]);
    expect(state()).toEqual(at(A, 1));
  });

  it('M2 the start-up answer landing during the code step neither resets it nor blocks it', () => {
    const { step, asked, state } = run();
    step({ type: 'START', pending: null });
    const startUp = asked();
    step({ type: 'LOGIN_SUCCEEDED', needMfa: true, challenge: loginChallenge });
    step({ type: 'CODE_VALIDATED', success: true });
    const reRead = asked();
    expect(step(loaded(null, startUp)).effects).toEqual([]);
    expect(state()).toMatchObject({ status: 'pendingMfa', codeAccepted: true, loading: false });
    step(loaded(user, reRead));
    expect(state().status).toBe('authenticated');
  });

  it('M2 a sign-up without code is signed in by its own re-read, not undone by the start-up one', () => {
    const { step, asked, state } = run();
    step({ type: 'START', pending: null });
    const startUp = asked();
    step({ type: 'SIGNUP_SUCCEEDED', answer: signupAnswer });
    const reRead = asked();
    expect(reRead).toBeGreaterThan(startUp);
    step(loaded(user, reRead));
    step(loaded(null, startUp));
    expect(state()).toEqual(at(signedIn(), 1));
  });

  it('M2 a re-read asked before a logout does not sign back in', () => {
    const { step, asked, state } = run();
    step({ type: 'START', pending: null });
    step(loaded(user, asked()));
    const reload = state().authEpoch;
    step({ type: 'LOGOUT' });
    expect(step(loaded(user, reload)).effects).toEqual([]);
    expect(state().status).toBe('unauthenticated');
  });
});

describe('runEffects (effects are injected, so tests swap them)', () => {
  it('runs each effect, in order, through its own handler', async () => {
    const seen: string[] = [];
    const record = (effect: AuthEffect) => {
      seen.push(effect.type);
    };
    const handlers: EffectHandlers = {
      navigate: record,
      navigateAfter: record,
      persistUser: record,
      persistRegistration: record,
      clearUser: record,
      savePathToGo: record,
      savePendingMfa: record,
      clearPendingMfa: record,
      fetchSession: record,
      closeSession: record,
      track: record,
      error: record,
      log: record,
    };
    await runEffects(transition(A, { type: 'LOGOUT' }, NOW).effects, handlers);
    expect(seen).toEqual(['closeSession', 'clearUser', 'clearPendingMfa', 'navigateAfter']);
  });
});

/**
 * The authentication state machine of spec §4, pure: `transition(state, event, now)` returns the
 * next state and the effects to run, as plain data. Nothing here touches storage, the network,
 * the clock or `window`; the React bindings run the effects (and tests swap them).
 */
import { sanitizeRedirect } from './redirect';

// --- Constants (spec §8, §9) -------------------------------------------------------------------

/** Code validity at login and sign-up, in minutes (spec §9); a resend uses the server's value. */
export const CODE_VALIDITY_MINUTES = 5;
/** Delay before the redirect that follows a logout, in milliseconds (spec §9). */
export const LOGOUT_REDIRECT_DELAY_MS = 50;
export const HOME_PATH = '/';
export const LOGIN_PATH = '/auth/login';

export const MESSAGES = {
  signupFailed: 'El registro falló',
  mfaValidationFailed: 'MFA validation failed',
} as const;

// --- Data ------------------------------------------------------------------------------------

export type Channel = 'mail' | 'sms';
export type DocumentType = 'DNI' | 'CE' | 'PAS';

/** The profile of spec §3 as the server returns it — never the token. */
export interface UserProfile {
  deviceId?: string | null;
  withMFA?: boolean;
  name: string;
  lastName: string;
  documentType: DocumentType;
  documentNumber: string;
  email: string;
  countryCode?: string;
  phone: string;
  isRegistered?: boolean;
  username: string;
  isActive: boolean;
  isTermsConditionsAccepted: boolean;
  isAdditionalClausesAccepted: boolean;
  membership: string | null;
}

/**
 * What a login or sign-up answer that needs a code carries (issue #16): an opaque reference of
 * the pending step, the channel and where the code went, masked. Nothing of the profile.
 */
export interface MfaChallenge {
  /** Opaque: the code check and the resend send it (with the device) instead of who it is. */
  reference: string;
  channel: Channel;
  /** Masked: `jo****@demo.vivasalud.pe`, `*** *** 323`. */
  destination: string;
  /**
   * Seconds since the awaited code was sent: more than 0 when a second sign-in within the
   * resend cooldown got the live code's step (issue #25). Absent: sent by this answer.
   */
  sentSecondsAgo?: number;
  /** Seconds until another code can be asked for. */
  resendInSeconds?: number;
}

/**
 * What sessionStorage `mfaPendingState` holds while a one-time code is awaited: the challenge
 * (no name, document, email or phone) and its times.
 */
export interface PendingMfa {
  /** Which flow asked for the code: decides the analytics event once it is validated. */
  flow: 'login' | 'signup';
  reference: string;
  /** Where the current code went (the last resend's channel). */
  channel: Channel;
  /** The masked destination of the current code. */
  destination: string;
  /** ISO time after which the code is no longer valid. */
  expiresAt: string;
  /**
   * ISO time the current code was sent (login, sign-up or the last resend), so a page can tell
   * when the service allows another send, also after a reload. Absent in records of older builds.
   */
  sentAt?: string;
  /** Campaign the sign-up came from: the campaign page, not the machine, moves on afterwards. */
  campaignPath: string | null;
}

interface Common {
  /** The start-up session check is running. */
  loading: boolean;
  /** A login, code or sign-up call is running. */
  authLoading: boolean;
  /** A logout is running. */
  logoutLoading: boolean;
  /** Where to go after signing in (already sanitized). */
  pathToGo: string | null;
  /**
   * Bumped by every transition that changes who is signed in (a login or sign-up answer, a
   * valid code, a logout, a 401). A session check carries the epoch it was asked at; an answer
   * from an older epoch is stale and ignored, so it cannot undo a sign-in or a sign-out.
   */
  authEpoch: number;
}

export type AuthState =
  | (Common & {
      status: 'unauthenticated';
      /** Set by a sign-up without second step (spec §4: "registered, name stored"). */
      registeredName: string | null;
    })
  | (Common & {
      status: 'pendingMfa';
      pending: PendingMfa;
      /** The code was accepted and the user is being re-read from the server. */
      codeAccepted: boolean;
    })
  | (Common & { status: 'authenticated'; user: UserProfile });

export type AuthStatus = AuthState['status'];

export const initialAuthState: AuthState = {
  status: 'unauthenticated',
  loading: true,
  authLoading: false,
  logoutLoading: false,
  pathToGo: null,
  authEpoch: 0,
  registeredName: null,
};

// --- Events ----------------------------------------------------------------------------------

/**
 * What the sign-up call answered; `null` stands for an empty answer. `challenge` is set when
 * `isNeedMfa` is (an answer without it is treated as empty).
 */
export interface SignupAnswer {
  isNeedMfa: boolean;
  phone: string;
  email: string;
  documentNumber: string;
  name: string;
  challenge: MfaChallenge | null;
}

export type AuthEvent =
  /** App start, with what storage holds. */
  | {
      type: 'START';
      pending: PendingMfa | null;
      pathToGo?: string | null;
    }
  /** The answer of a session check; `epoch` is the one its `fetchSession` effect carried. */
  | { type: 'SESSION_LOADED'; epoch: number; isAuthenticated: boolean; user: UserProfile | null }
  | { type: 'SESSION_FAILED'; epoch: number; message: string }
  /** A login, code or sign-up call went out. */
  | { type: 'AUTH_REQUESTED' }
  /** Signed in: the profile comes with the answer. */
  | { type: 'LOGIN_SUCCEEDED'; needMfa: false; user: UserProfile }
  /** A code step: only its challenge (the profile comes after the code, with the session). */
  | { type: 'LOGIN_SUCCEEDED'; needMfa: true; challenge: MfaChallenge }
  /** The server's error body is handed to the caller (spec §8); `message` is its text. */
  | { type: 'LOGIN_FAILED'; message: string }
  | { type: 'CODE_VALIDATED'; success: boolean; message?: string }
  /**
   * A new code went out (through `channel` when the person chose another one, to `destination`,
   * masked, as the server answered).
   */
  | { type: 'CODE_RESENT'; minutosVigencia: number; channel?: Channel; destination?: string }
  | {
      type: 'SIGNUP_SUCCEEDED';
      answer: SignupAnswer | null;
      campaignPath?: string | null;
    }
  | { type: 'SIGNUP_FAILED'; message: string }
  | { type: 'USER_RELOADED'; user: UserProfile }
  | { type: 'LOGOUT'; returnPath?: string | null }
  | { type: 'LOGOUT_FINISHED' }
  /** A 401 from the content calls. */
  | { type: 'UNAUTHORIZED'; returnPath?: string | null }
  | { type: 'PATH_TO_GO_SET'; path: string | null };

export type AuthEventType = AuthEvent['type'];

// --- Effects ---------------------------------------------------------------------------------

export type AuthEffect =
  | { type: 'navigate'; to: string }
  | { type: 'navigateAfter'; ms: number; to: string }
  | { type: 'persistUser'; user: UserProfile }
  /** Stores the outcome of a sign-up without second step in the `user` record. */
  | { type: 'persistRegistration'; name: string }
  | { type: 'clearUser' }
  | { type: 'savePathToGo'; path: string | null }
  | { type: 'savePendingMfa'; pending: PendingMfa }
  | { type: 'clearPendingMfa' }
  /** Reads the session; the answer event hands `epoch` back (see `Common.authEpoch`). */
  | { type: 'fetchSession'; epoch: number }
  /** Calls the logout route so the httpOnly session cookie is dropped. */
  | { type: 'closeSession' }
  /** Analytics; carries no personal data. */
  | { type: 'track'; event: 'login_success' | 'register_success' }
  /** A message a person sees. */
  | { type: 'error'; message: string }
  /** Logged only (spec §8: session check failure). */
  | { type: 'log'; message: string };

export type AuthEffectType = AuthEffect['type'];

export interface Transition {
  state: AuthState;
  effects: AuthEffect[];
}

// --- Helpers ---------------------------------------------------------------------------------

function common(state: AuthState): Common {
  return {
    loading: state.loading,
    authLoading: state.authLoading,
    logoutLoading: state.logoutLoading,
    pathToGo: state.pathToGo,
    authEpoch: state.authEpoch,
  };
}

/** The state with a new epoch: who is signed in changes, session answers asked before are stale. */
function nextEpoch<S extends AuthState>(state: S): S {
  return { ...state, authEpoch: state.authEpoch + 1 };
}

/**
 * A session answer asked for before who is signed in last changed: it changes nothing, except
 * that the start-up check (the only one that sets `loading`) has still ended.
 */
function staleSessionAnswer(state: AuthState): Transition {
  return state.loading ? { state: { ...state, loading: false }, effects: [] } : unchanged(state);
}

function fetchSession(state: AuthState): AuthEffect {
  return { type: 'fetchSession', epoch: state.authEpoch };
}

function unchanged(state: AuthState): Transition {
  return { state, effects: [] };
}

function minutesFrom(now: Date, minutes: number): string {
  return new Date(now.getTime() + minutes * 60_000).toISOString();
}

function isExpired(pending: PendingMfa, now: Date): boolean {
  const expiresAt = Date.parse(pending.expiresAt);
  return Number.isNaN(expiresAt) || expiresAt <= now.getTime();
}

/** The page a person lands on once signed in: the stored `pathToGo`, or home. */
function destination(state: AuthState): string {
  return state.pathToGo ?? HOME_PATH;
}

function loginUrl(returnPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(sanitizeRedirect(returnPath))}`;
}

function signedIn(state: AuthState, user: UserProfile): AuthState {
  return {
    ...common(state),
    status: 'authenticated',
    user,
    loading: false,
    authLoading: false,
    pathToGo: null,
  };
}

/**
 * The pending step a code challenge opens: its code was sent `sentSecondsAgo` before `now` (a
 * live code reused, issue #25) or now, and is valid CODE_VALIDITY_MINUTES from then.
 */
function pendingFrom(
  flow: PendingMfa['flow'],
  challenge: MfaChallenge,
  now: Date,
  campaignPath: string | null,
): PendingMfa {
  const sentAt = new Date(now.getTime() - (challenge.sentSecondsAgo ?? 0) * 1000);
  return {
    flow,
    reference: challenge.reference,
    channel: challenge.channel,
    destination: challenge.destination,
    expiresAt: minutesFrom(sentAt, CODE_VALIDITY_MINUTES),
    sentAt: sentAt.toISOString(),
    campaignPath,
  };
}

function pendingState(state: AuthState, pending: PendingMfa): AuthState {
  return {
    ...common(state),
    status: 'pendingMfa',
    pending,
    codeAccepted: false,
    authLoading: false,
  };
}

// --- The graph -------------------------------------------------------------------------------

export function transition(state: AuthState, event: AuthEvent, now: Date): Transition {
  switch (event.type) {
    case 'START': {
      const pathToGo = event.pathToGo == null ? state.pathToGo : sanitizeRedirect(event.pathToGo);
      const base: Common = { ...common(state), pathToGo };
      // Spec §4: a stored pending second step is restored, unless its code has expired.
      if (event.pending && !isExpired(event.pending, now)) {
        return {
          state: {
            ...base,
            status: 'pendingMfa',
            pending: event.pending,
            codeAccepted: false,
            loading: false,
          },
          effects: [],
        };
      }
      const effects: AuthEffect[] = [];
      if (event.pending) effects.push({ type: 'clearPendingMfa' });
      const next: AuthState = {
        ...base,
        status: 'unauthenticated',
        registeredName: null,
        loading: true,
      };
      effects.push(fetchSession(next));
      return { state: next, effects };
    }

    case 'SESSION_LOADED': {
      if (event.epoch < state.authEpoch) return staleSessionAnswer(state);
      const user = event.isAuthenticated ? event.user : null;
      if (state.status === 'pendingMfa') {
        if (!state.codeAccepted) return { state: { ...state, loading: false }, effects: [] };
        // Spec §4: valid code -> user re-read from the server -> authenticated, redirected.
        if (!user) {
          return {
            state: { ...state, codeAccepted: false, authLoading: false, loading: false },
            effects: [{ type: 'log', message: 'Session not open after code validation' }],
          };
        }
        const effects: AuthEffect[] = [
          { type: 'clearPendingMfa' },
          { type: 'persistUser', user },
          { type: 'savePathToGo', path: null },
        ];
        if (state.pending.flow === 'login') effects.push({ type: 'track', event: 'login_success' });
        if (state.pending.campaignPath == null) {
          effects.push({ type: 'navigate', to: destination(state) });
        }
        return { state: signedIn(state, user), effects };
      }
      if (!user) {
        return {
          state: {
            ...common(state),
            status: 'unauthenticated',
            registeredName: state.status === 'unauthenticated' ? state.registeredName : null,
            loading: false,
          },
          effects: [{ type: 'clearUser' }],
        };
      }
      return {
        state: { ...common(state), status: 'authenticated', user, loading: false },
        effects: [{ type: 'persistUser', user }],
      };
    }

    case 'SESSION_FAILED': {
      if (event.epoch < state.authEpoch) return staleSessionAnswer(state);
      // Spec §8: a failed session check is logged only; loading still ends.
      const next: AuthState =
        state.status === 'pendingMfa'
          ? { ...state, loading: false, authLoading: false, codeAccepted: false }
          : { ...state, loading: false, authLoading: false };
      return { state: next, effects: [{ type: 'log', message: event.message }] };
    }

    case 'AUTH_REQUESTED':
      if (state.status === 'authenticated') return unchanged(state);
      return { state: { ...state, authLoading: true }, effects: [] };

    case 'LOGIN_SUCCEEDED': {
      if (state.status === 'authenticated') return unchanged(state);
      if (event.needMfa) {
        const pending = pendingFrom('login', event.challenge, now, null);
        return {
          state: nextEpoch(pendingState(state, pending)),
          effects: [{ type: 'savePendingMfa', pending }],
        };
      }
      const effects: AuthEffect[] = [];
      if (state.status === 'pendingMfa') effects.push({ type: 'clearPendingMfa' });
      effects.push(
        { type: 'persistUser', user: event.user },
        { type: 'savePathToGo', path: null },
        { type: 'track', event: 'login_success' },
        { type: 'navigate', to: destination(state) },
      );
      return { state: nextEpoch(signedIn(state, event.user)), effects };
    }

    case 'LOGIN_FAILED':
    case 'SIGNUP_FAILED':
      if (state.status === 'authenticated') return unchanged(state);
      return {
        state: { ...state, authLoading: false },
        effects: [{ type: 'error', message: event.message }],
      };

    case 'CODE_VALIDATED': {
      if (state.status !== 'pendingMfa') return unchanged(state);
      if (!event.success) {
        return {
          state: { ...state, authLoading: false },
          effects: [{ type: 'error', message: event.message ?? MESSAGES.mfaValidationFailed }],
        };
      }
      // The session the code opened is re-read at the new epoch, so that answer counts.
      const next = nextEpoch({ ...state, codeAccepted: true, authLoading: true });
      return { state: next, effects: [fetchSession(next)] };
    }

    case 'CODE_RESENT': {
      if (state.status !== 'pendingMfa') return unchanged(state);
      // Spec §9: on resend the server's minutosVigencia sets the validity.
      const pending: PendingMfa = {
        ...state.pending,
        channel: event.channel ?? state.pending.channel,
        destination: event.destination ?? state.pending.destination,
        expiresAt: minutesFrom(now, event.minutosVigencia),
        sentAt: now.toISOString(),
      };
      return { state: { ...state, pending }, effects: [{ type: 'savePendingMfa', pending }] };
    }

    case 'SIGNUP_SUCCEEDED': {
      if (state.status === 'authenticated') return unchanged(state);
      const { answer } = event;
      if (!answer || (answer.isNeedMfa && !answer.challenge)) {
        return {
          state: { ...state, authLoading: false },
          effects: [{ type: 'error', message: MESSAGES.signupFailed }],
        };
      }
      const campaignPath = event.campaignPath ? event.campaignPath : null;
      if (answer.isNeedMfa && answer.challenge) {
        const pending = pendingFrom('signup', answer.challenge, now, campaignPath);
        return {
          state: nextEpoch(pendingState(state, pending)),
          effects: [
            { type: 'savePendingMfa', pending },
            { type: 'track', event: 'register_success' },
          ],
        };
      }
      const next: AuthState = nextEpoch({
        ...common(state),
        status: 'unauthenticated',
        registeredName: answer.name,
        authLoading: false,
        pathToGo: campaignPath == null ? null : state.pathToGo,
      });
      const effects: AuthEffect[] = [];
      if (state.status === 'pendingMfa') effects.push({ type: 'clearPendingMfa' });
      effects.push(
        { type: 'persistRegistration', name: answer.name },
        { type: 'track', event: 'register_success' },
        // The route set the session cookie: re-read the user (at the new epoch) to show it.
        fetchSession(next),
      );
      if (campaignPath == null) {
        effects.push(
          { type: 'savePathToGo', path: null },
          { type: 'navigate', to: destination(state) },
        );
      }
      return { state: next, effects };
    }

    case 'USER_RELOADED':
      if (state.status !== 'authenticated') return unchanged(state);
      return {
        state: { ...state, user: event.user },
        effects: [{ type: 'persistUser', user: event.user }],
      };

    case 'LOGOUT':
      // Spec §4: clear the user and the pending step (clearUser keeps the record's device id),
      // then after 50 ms go to the login page with the return path, or home.
      return {
        state: nextEpoch({
          ...common(state),
          status: 'unauthenticated',
          registeredName: null,
          authLoading: false,
          logoutLoading: true,
          pathToGo: null,
        }),
        effects: [
          { type: 'closeSession' },
          { type: 'clearUser' },
          { type: 'clearPendingMfa' },
          {
            type: 'navigateAfter',
            ms: LOGOUT_REDIRECT_DELAY_MS,
            to: event.returnPath ? loginUrl(event.returnPath) : HOME_PATH,
          },
        ],
      };

    case 'LOGOUT_FINISHED':
      return { state: { ...state, logoutLoading: false }, effects: [] };

    case 'UNAUTHORIZED': {
      if (state.status !== 'authenticated') return unchanged(state);
      const effects: AuthEffect[] = [{ type: 'closeSession' }, { type: 'clearUser' }];
      if (event.returnPath) effects.push({ type: 'navigate', to: loginUrl(event.returnPath) });
      return {
        state: nextEpoch({
          ...common(state),
          status: 'unauthenticated',
          registeredName: null,
          authLoading: false,
        }),
        effects,
      };
    }

    case 'PATH_TO_GO_SET': {
      const path = event.path == null ? null : sanitizeRedirect(event.path);
      return {
        state: { ...state, pathToGo: path },
        effects: [{ type: 'savePathToGo', path }],
      };
    }

    default: {
      const never: never = event;
      return never;
    }
  }
}

// --- Running effects -------------------------------------------------------------------------

/** One handler per effect: the bindings inject real ones, tests inject fakes. */
export type EffectHandlers = {
  [K in AuthEffectType]: (effect: Extract<AuthEffect, { type: K }>) => void | Promise<void>;
};

/** Runs effects in order, each through its injected handler. */
export async function runEffects(
  effects: readonly AuthEffect[],
  handlers: EffectHandlers,
): Promise<void> {
  for (const effect of effects) {
    const handler = handlers[effect.type] as (effect: AuthEffect) => void | Promise<void>;
    await handler(effect);
  }
}

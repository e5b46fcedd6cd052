/**
 * Browser storage of the auth package (spec §3, §4; DESIGN.md "Sessions and secrets"):
 * - localStorage `user`: the User record of spec §3 WITHOUT the token. Only whitelisted fields of
 *   the expected type are ever written, so a `token` (or any unknown key) cannot reach storage;
 *   the device id lives here too (`deviceId`) and is the only field a logout keeps.
 * - sessionStorage `mfaPendingState`: the pending second step (`PendingMfa`: the code step's
 *   opaque reference and masked destination, no personal data), shape-checked on read.
 *
 * Storage can be missing (server rendering) or throw (Safari private mode, blocked cookies,
 * quota): every access is guarded and falls back to memory, so callers never see an exception.
 */
import type { DocumentType, PendingMfa, UserProfile } from './machine';
import { PENDING_MFA_KEY, USER_KEY } from './keys';
import { sanitizeRedirect } from './redirect';

export { PENDING_MFA_KEY, USER_KEY } from './keys';

/** The `user` record of spec §3 as stored: every field optional, never a token. */
export interface StoredUser {
  deviceId?: string;
  withMFA?: boolean;
  name?: string;
  lastName?: string;
  documentType?: DocumentType;
  documentNumber?: string;
  email?: string;
  countryCode?: string;
  phone?: string;
  isRegistered?: boolean;
  registerSuccessful?: boolean;
  /** Destination after login, already sanitized (same-origin relative path). */
  pathToGo?: string;
  /** Minutes left on the one-time code. */
  otpTimeLeft?: number;
  isAuthenticated?: boolean;
  authLoading?: boolean;
  logoutLoading?: boolean;
  username?: string;
  isActive?: boolean;
  isTermsConditionsAccepted?: boolean;
  isAdditionalClausesAccepted?: boolean;
  membership?: string | null;
}

/** Flags of the record that are not part of the server profile. */
export type UserFlags = Pick<
  StoredUser,
  'isAuthenticated' | 'authLoading' | 'logoutLoading' | 'otpTimeLeft' | 'registerSuccessful'
>;

type Check = (value: unknown) => boolean;

const isString: Check = (value) => typeof value === 'string';
const isBoolean: Check = (value) => typeof value === 'boolean';
const isFiniteNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const isDocumentType: Check = (value) => value === 'DNI' || value === 'CE' || value === 'PAS';
const isNonEmptyString: Check = (value) => typeof value === 'string' && value.length > 0;
const isStringOrNull: Check = (value) => value === null || typeof value === 'string';

/** The whitelist: field → type check. Anything else (a `token` first of all) is dropped. */
const USER_FIELDS = {
  deviceId: isNonEmptyString,
  withMFA: isBoolean,
  name: isString,
  lastName: isString,
  documentType: isDocumentType,
  documentNumber: isString,
  email: isString,
  countryCode: isString,
  phone: isString,
  isRegistered: isBoolean,
  registerSuccessful: isBoolean,
  pathToGo: isNonEmptyString,
  otpTimeLeft: isFiniteNumber,
  isAuthenticated: isBoolean,
  authLoading: isBoolean,
  logoutLoading: isBoolean,
  username: isString,
  isActive: isBoolean,
  isTermsConditionsAccepted: isBoolean,
  isAdditionalClausesAccepted: isBoolean,
  membership: isStringOrNull,
} satisfies Record<keyof StoredUser, Check>;

export const USER_FIELD_NAMES = Object.keys(USER_FIELDS) as (keyof StoredUser)[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps only whitelisted fields of the right type; `pathToGo` is sanitized as well. */
export function sanitizeUser(value: unknown): StoredUser {
  if (!isRecord(value)) return {};
  const out: Record<string, unknown> = {};
  for (const field of USER_FIELD_NAMES) {
    if (!Object.hasOwn(value, field)) continue;
    const item = value[field];
    if (USER_FIELDS[field](item)) out[field] = item;
  }
  if (typeof out.pathToGo === 'string') out.pathToGo = sanitizeRedirect(out.pathToGo);
  return out as StoredUser;
}

/** A code step's reference: 43 base64url characters (256 bits). */
const REFERENCE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Validates a pending second step; returns a copy with exactly the known keys, or null. A record
 * of older builds (username, phone and email instead of the reference) is not one: its step
 * cannot go on, and the person signs in again.
 */
export function parsePending(value: unknown): PendingMfa | null {
  if (!isRecord(value)) return null;
  const { flow, reference, channel, destination, expiresAt, sentAt, campaignPath } = value;
  if (flow !== 'login' && flow !== 'signup') return null;
  if (typeof reference !== 'string' || !REFERENCE.test(reference)) return null;
  if (typeof destination !== 'string') return null;
  if (channel !== 'mail' && channel !== 'sms') return null;
  if (typeof expiresAt !== 'string' || Number.isNaN(Date.parse(expiresAt))) return null;
  if (campaignPath !== null && typeof campaignPath !== 'string') return null;
  const pending: PendingMfa = { flow, reference, channel, destination, expiresAt, campaignPath };
  // Optional (older records lack it); a malformed one is dropped rather than the whole step.
  if (typeof sentAt === 'string' && !Number.isNaN(Date.parse(sentAt))) pending.sentAt = sentAt;
  return pending;
}

// --- Safe storage ----------------------------------------------------------------------------

/** A `Storage` kept in memory: the server-side and broken-storage fallback, and for tests. */
export function createMemoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map<string, string>(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => {
      map.delete(key);
    },
    setItem: (key, value) => {
      map.set(key, String(value));
    },
  };
}

interface SafeStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/**
 * Wraps a Storage so no access throws. After the first failure it switches to memory for good
 * (a storage that refused a write once, e.g. Safari private mode, will keep refusing).
 */
function safeStore(resolve: () => Storage | undefined): SafeStore {
  const memory = createMemoryStorage();
  let primary: Storage | undefined;
  try {
    primary = resolve();
  } catch {
    primary = undefined; // e.g. SecurityError when site data is blocked
  }
  let broken = !primary;
  const target = (): Storage => (broken || !primary ? memory : primary);
  const guard = <T>(action: (storage: Storage) => T, fallback: () => T): T => {
    if (broken) return fallback();
    try {
      return action(target());
    } catch {
      broken = true;
      return fallback();
    }
  };
  return {
    get: (key) =>
      guard(
        (storage) => storage.getItem(key),
        () => memory.getItem(key),
      ),
    set: (key, value) =>
      guard(
        (storage) => storage.setItem(key, value),
        () => memory.setItem(key, value),
      ),
    remove: (key) =>
      guard(
        (storage) => storage.removeItem(key),
        () => memory.removeItem(key),
      ),
  };
}

function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  if (typeof window === 'undefined') return undefined;
  return window[kind];
}

function readJson(store: SafeStore, key: string): unknown {
  const raw = store.get(key);
  if (raw == null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

// --- The auth storage ------------------------------------------------------------------------

export interface AuthStorageOptions {
  /** Defaults to `window.localStorage` when present. */
  local?: Storage;
  /** Defaults to `window.sessionStorage` when present. */
  session?: Storage;
}

export type AuthStorage = ReturnType<typeof createAuthStorage>;

export function createAuthStorage({ local, session }: AuthStorageOptions = {}) {
  const localStore = safeStore(() => local ?? browserStorage('localStorage'));
  const sessionStore = safeStore(() => session ?? browserStorage('sessionStorage'));

  function writeUser(record: StoredUser): void {
    const clean = sanitizeUser(record);
    if (Object.keys(clean).length === 0) localStore.remove(USER_KEY);
    else localStore.set(USER_KEY, JSON.stringify(clean));
  }

  /**
   * The stored record, whitelisted. A record that held anything else (the token an older version
   * of the portal kept there, unknown keys) is rewritten without it; unreadable JSON is removed.
   */
  function readUser(): StoredUser | null {
    const raw = readJson(localStore, USER_KEY);
    if (raw === undefined) return null;
    if (!isRecord(raw)) {
      localStore.remove(USER_KEY);
      return null;
    }
    const clean = sanitizeUser(raw);
    const keys = Object.keys(clean);
    if (keys.length !== Object.keys(raw).length) writeUser(clean);
    return keys.length ? clean : null;
  }

  /**
   * Replaces the profile part of the record. What is this browser's stays: the device id,
   * `pathToGo` and the sign-up flag `registerSuccessful` (until `clearUser`), unless `flags` say.
   */
  function writeProfile(profile: UserProfile, flags: UserFlags = {}): void {
    const current = readUser() ?? {};
    const profileFields = sanitizeUser(profile);
    writeUser({
      registerSuccessful: current.registerSuccessful,
      ...profileFields,
      ...sanitizeUser(flags),
      // The device id is this browser's: a stored one wins over what the server echoes.
      deviceId: current.deviceId ?? profileFields.deviceId,
      pathToGo: current.pathToGo,
    });
  }

  /** A sign-up without second step: the name is stored and the registration flagged. */
  function writeRegistration(name: string): void {
    writeUser({ ...(readUser() ?? {}), name, registerSuccessful: true });
  }

  /** Spec §4 logout: only the device id is kept (the key goes when there is none). */
  function clearUser(): void {
    const deviceId = readUser()?.deviceId;
    writeUser(deviceId ? { deviceId } : {});
  }

  function readPathToGo(): string | null {
    return readUser()?.pathToGo ?? null;
  }

  function writePathToGo(path: string | null): void {
    const { pathToGo: _old, ...rest } = readUser() ?? {};
    writeUser(path ? { ...rest, pathToGo: sanitizeRedirect(path) } : rest);
  }

  function readDeviceId(): string | null {
    return readUser()?.deviceId ?? null;
  }

  function writeDeviceId(deviceId: string): void {
    if (!deviceId) return;
    writeUser({ ...(readUser() ?? {}), deviceId });
  }

  /** The pending second step; corrupt JSON or a wrong shape is removed and reads as null. */
  function readPending(): PendingMfa | null {
    const raw = readJson(sessionStore, PENDING_MFA_KEY);
    if (raw === undefined) return null;
    const pending = parsePending(raw);
    if (!pending) sessionStore.remove(PENDING_MFA_KEY);
    return pending;
  }

  function writePending(pending: PendingMfa): void {
    const clean = parsePending(pending);
    if (clean) sessionStore.set(PENDING_MFA_KEY, JSON.stringify(clean));
    else sessionStore.remove(PENDING_MFA_KEY);
  }

  function clearPending(): void {
    sessionStore.remove(PENDING_MFA_KEY);
  }

  return {
    readUser,
    writeProfile,
    writeRegistration,
    clearUser,
    readPathToGo,
    writePathToGo,
    readPending,
    writePending,
    clearPending,
    readDeviceId,
    writeDeviceId,
  };
}

import { describe, expect, it, vi } from 'vitest';
import type { PendingMfa, UserProfile } from './machine';
import {
  createAuthStorage,
  createMemoryStorage,
  PENDING_MFA_KEY,
  USER_FIELD_NAMES,
  USER_KEY,
} from './storage';

const profile: UserProfile = {
  deviceId: 'server-device',
  withMFA: true,
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

const pending: PendingMfa = {
  flow: 'login',
  reference: 'Rf4nq8yJ0cW2vT6sK1pL9mD3xB7hZ5aE0gU2iO4wQ6r',
  channel: 'mail',
  destination: 'an****@example.com',
  expiresAt: '2025-03-01T12:05:00.000Z',
  campaignPath: null,
};

function setup(
  initialLocal: Record<string, string> = {},
  initialSession: Record<string, string> = {},
) {
  const local = createMemoryStorage(initialLocal);
  const session = createMemoryStorage(initialSession);
  return { local, session, storage: createAuthStorage({ local, session }) };
}

function storedUser(local: Storage): unknown {
  const raw = local.getItem(USER_KEY);
  return raw == null ? null : JSON.parse(raw);
}

describe('key names', () => {
  it('are the ones of spec §3', () => {
    expect(USER_KEY).toBe('user');
    expect(PENDING_MFA_KEY).toBe('mfaPendingState');
  });

  it('whitelist the spec §3 User fields except the token', () => {
    expect([...USER_FIELD_NAMES].sort()).toEqual(
      [
        'deviceId',
        'withMFA',
        'name',
        'lastName',
        'documentType',
        'documentNumber',
        'email',
        'countryCode',
        'phone',
        'isRegistered',
        'registerSuccessful',
        'pathToGo',
        'otpTimeLeft',
        'isAuthenticated',
        'authLoading',
        'logoutLoading',
        'username',
        'isActive',
        'isTermsConditionsAccepted',
        'isAdditionalClausesAccepted',
        'membership',
      ].sort(),
    );
    expect(USER_FIELD_NAMES).not.toContain('token');
  });
});

describe('writeProfile', () => {
  it('stores the profile with the flags, without a token', () => {
    const { local, storage } = setup();
    storage.writeProfile(profile, { isAuthenticated: true });
    expect(storedUser(local)).toEqual({ ...profile, isAuthenticated: true });
    expect(local.getItem(USER_KEY)).not.toContain('token');
  });

  it.each([
    ['token', 'secret-token'],
    ['password', 'hunter22'],
    ['accessToken', 'abc'],
    ['__proto__', { polluted: true }],
    ['unknown', 'zz-unknown-value'],
  ])('never writes the key %s', (key, value) => {
    const { local, storage } = setup();
    const withExtra = JSON.parse(JSON.stringify(profile)) as Record<string, unknown>;
    Object.defineProperty(withExtra, key, { value, enumerable: true });
    storage.writeProfile(withExtra as unknown as UserProfile);
    const raw = local.getItem(USER_KEY) ?? '';
    expect(Object.keys(JSON.parse(raw) as object)).not.toContain(key);
    expect(raw).not.toContain(JSON.stringify(value));
  });

  it.each([
    ['isActive', 'yes'],
    ['documentType', 'XX'],
    ['membership', 3],
    ['otpTimeLeft', Number.NaN],
    ['name', { first: 'Ana' }],
  ])('drops %s when its value has the wrong type', (field, value) => {
    const { local, storage } = setup();
    storage.writeProfile({ ...profile, [field]: value } as unknown as UserProfile);
    expect(storedUser(local)).not.toHaveProperty(field);
  });

  it('keeps the stored device id and pathToGo over the server profile', () => {
    const { local, storage } = setup({
      [USER_KEY]: JSON.stringify({ deviceId: 'local-device', pathToGo: '/clases' }),
    });
    storage.writeProfile(profile);
    expect(storedUser(local)).toMatchObject({
      deviceId: 'local-device',
      pathToGo: '/clases',
      name: 'Ana',
    });
  });

  it('keeps the sign-up flag of a registration', () => {
    const { storage } = setup();
    storage.writeRegistration('Ana');
    storage.writeProfile(profile, { isAuthenticated: true });
    expect(storage.readUser()).toMatchObject({ registerSuccessful: true, isAuthenticated: true });
  });

  it('uses the profile device id when none is stored', () => {
    const { storage } = setup();
    storage.writeProfile(profile);
    expect(storage.readDeviceId()).toBe('server-device');
  });

  it('replaces the fields of a previous profile', () => {
    const { storage } = setup();
    storage.writeProfile({ ...profile, membership: 'PRO' });
    storage.writeProfile({ ...profile, name: 'Luis', membership: null });
    expect(storage.readUser()).toMatchObject({ name: 'Luis', membership: null });
  });
});

describe('readUser', () => {
  it.each([
    ['nothing stored', undefined, null, null],
    ['corrupt JSON', '{"name":', null, null],
    ['an array', '[1,2]', null, null],
    ['a string', '"ana"', null, null],
    ['an empty object', '{}', null, '{}'],
  ])('reads %s as null', (_label, raw, expected, left) => {
    const { local, storage } = setup(raw === undefined ? {} : { [USER_KEY]: raw });
    expect(storage.readUser()).toEqual(expected);
    expect(local.getItem(USER_KEY)).toBe(left);
  });

  it('strips a token an older version left, in storage too', () => {
    const { local, storage } = setup({
      [USER_KEY]: JSON.stringify({ deviceId: 'd1', name: 'Ana', token: 'legacy-token' }),
    });
    expect(storage.readUser()).toEqual({ deviceId: 'd1', name: 'Ana' });
    expect(storedUser(local)).toEqual({ deviceId: 'd1', name: 'Ana' });
  });

  it('sanitizes a stored pathToGo', () => {
    const { storage } = setup({
      [USER_KEY]: JSON.stringify({ pathToGo: 'https://evil.example/x' }),
    });
    expect(storage.readPathToGo()).toBe('/');
  });
});

describe('writeRegistration', () => {
  it('stores the name and flags the registration, keeping the device id', () => {
    const { local, storage } = setup({ [USER_KEY]: JSON.stringify({ deviceId: 'd1' }) });
    storage.writeRegistration('Luis');
    expect(storedUser(local)).toEqual({ deviceId: 'd1', name: 'Luis', registerSuccessful: true });
  });
});

describe('clearUser (spec §4 logout)', () => {
  it('leaves exactly the device id', () => {
    const { local, storage } = setup();
    storage.writeDeviceId('d1');
    storage.writeProfile(profile, { isAuthenticated: true });
    storage.writePathToGo('/x');
    storage.clearUser();
    expect(local.getItem(USER_KEY)).toBe('{"deviceId":"d1"}');
  });

  it('removes the key when there is no device id', () => {
    const { local, storage } = setup({ [USER_KEY]: JSON.stringify({ name: 'Ana' }) });
    storage.clearUser();
    expect(local.getItem(USER_KEY)).toBeNull();
  });
});

describe('pathToGo', () => {
  it.each([
    ['/clases-grabadas?x=1', '/clases-grabadas?x=1'],
    ['//evil.example', '/'],
    ['javascript:alert(1)', '/'],
  ])('stores %s as %s', (path, expected) => {
    const { storage } = setup();
    storage.writePathToGo(path);
    expect(storage.readPathToGo()).toBe(expected);
  });

  it('null removes it and keeps the rest', () => {
    const { local, storage } = setup({
      [USER_KEY]: JSON.stringify({ deviceId: 'd1', pathToGo: '/x' }),
    });
    storage.writePathToGo(null);
    expect(storage.readPathToGo()).toBeNull();
    expect(storedUser(local)).toEqual({ deviceId: 'd1' });
  });

  it('null on an empty record leaves no key', () => {
    const { local, storage } = setup();
    storage.writePathToGo(null);
    expect(local.getItem(USER_KEY)).toBeNull();
  });
});

describe('device id', () => {
  it('is null until written, then read back from the user record', () => {
    const { local, storage } = setup();
    expect(storage.readDeviceId()).toBeNull();
    storage.writeDeviceId('fp-123');
    expect(storage.readDeviceId()).toBe('fp-123');
    expect(storedUser(local)).toEqual({ deviceId: 'fp-123' });
  });

  it('ignores an empty id', () => {
    const { local, storage } = setup();
    storage.writeDeviceId('');
    expect(local.getItem(USER_KEY)).toBeNull();
  });
});

describe('pending second step (sessionStorage)', () => {
  it('round-trips a pending state', () => {
    const { session, storage } = setup();
    storage.writePending(pending);
    expect(JSON.parse(session.getItem(PENDING_MFA_KEY) ?? 'null')).toEqual(pending);
    expect(storage.readPending()).toEqual(pending);
    storage.clearPending();
    expect(session.getItem(PENDING_MFA_KEY)).toBeNull();
    expect(storage.readPending()).toBeNull();
  });

  it('drops unknown keys on write', () => {
    const { session, storage } = setup();
    storage.writePending({
      ...pending,
      token: 't',
      password: 'p',
      email: 'ana@example.com',
      phone: '987654321',
    } as unknown as PendingMfa);
    expect(JSON.parse(session.getItem(PENDING_MFA_KEY) ?? 'null')).toEqual(pending);
  });

  it.each([
    ['corrupt JSON', '{"flow":'],
    ['null', 'null'],
    ['an array', '[]'],
    ['a number', '42'],
    ['an unknown flow', JSON.stringify({ ...pending, flow: 'other' })],
    ['no reference', JSON.stringify({ ...pending, reference: '' })],
    ['a reference of the wrong shape', JSON.stringify({ ...pending, reference: 'a b' })],
    ['no destination', JSON.stringify({ ...pending, destination: undefined })],
    [
      'a record of an older build (username, phone and email, no reference)',
      JSON.stringify({
        flow: 'login',
        username: '12345678',
        phone: '987654321',
        email: 'ana@example.com',
        channel: 'mail',
        expiresAt: '2025-03-01T12:05:00.000Z',
        campaignPath: null,
      }),
    ],
    ['an unknown channel', JSON.stringify({ ...pending, channel: 'fax' })],
    ['an unreadable expiry', JSON.stringify({ ...pending, expiresAt: 'mañana' })],
    ['a numeric campaign path', JSON.stringify({ ...pending, campaignPath: 1 })],
    ['no campaign path key', JSON.stringify({ ...pending, campaignPath: undefined })],
  ])('reads %s as null and removes the key', (_label, raw) => {
    const { session, storage } = setup({}, { [PENDING_MFA_KEY]: raw });
    expect(storage.readPending()).toBeNull();
    expect(session.getItem(PENDING_MFA_KEY)).toBeNull();
  });

  it('accepts a sign-up pending state with a campaign path', () => {
    const signup: PendingMfa = {
      ...pending,
      flow: 'signup',
      channel: 'sms',
      campaignPath: 'sorteo',
    };
    const { storage } = setup({}, { [PENDING_MFA_KEY]: JSON.stringify(signup) });
    expect(storage.readPending()).toEqual(signup);
  });

  it.each([
    ['a readable send time is kept', '2025-03-01T12:00:00.000Z', '2025-03-01T12:00:00.000Z'],
    ['an unreadable send time is dropped, the step kept', 'ayer', undefined],
    ['a numeric send time is dropped, the step kept', 42, undefined],
  ])('%s', (_label, sentAt, expected) => {
    const { storage } = setup({}, { [PENDING_MFA_KEY]: JSON.stringify({ ...pending, sentAt }) });
    expect(storage.readPending()?.sentAt).toBe(expected);
    expect(storage.readPending()?.reference).toBe(pending.reference);
  });
});

describe('storage that is missing or throws', () => {
  function throwingStorage(): Storage {
    const fail = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    return {
      length: 0,
      clear: fail,
      getItem: fail,
      key: fail,
      removeItem: fail,
      setItem: fail,
    };
  }

  it('falls back to memory when every access throws (Safari private mode)', () => {
    const storage = createAuthStorage({ local: throwingStorage(), session: throwingStorage() });
    expect(storage.readUser()).toBeNull();
    storage.writeDeviceId('d1');
    storage.writePending(pending);
    expect(storage.readDeviceId()).toBe('d1');
    expect(storage.readPending()).toEqual(pending);
  });

  it('falls back to memory when only writes throw', () => {
    const local = createMemoryStorage({ [USER_KEY]: JSON.stringify({ deviceId: 'old' }) });
    vi.spyOn(local, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const storage = createAuthStorage({ local, session: createMemoryStorage() });
    expect(() => storage.writePathToGo('/x')).not.toThrow();
    expect(storage.readPathToGo()).toBe('/x');
  });

  it('uses memory without window (server rendering)', () => {
    expect(typeof window).toBe('undefined');
    const storage = createAuthStorage();
    storage.writeDeviceId('d1');
    expect(storage.readDeviceId()).toBe('d1');
    expect(createAuthStorage().readDeviceId()).toBeNull();
  });

  it('defaults to window.localStorage and window.sessionStorage', () => {
    const local = createMemoryStorage();
    const session = createMemoryStorage();
    vi.stubGlobal('window', { localStorage: local, sessionStorage: session });
    const storage = createAuthStorage();
    storage.writeDeviceId('d1');
    storage.writePending(pending);
    expect(local.getItem(USER_KEY)).toBe('{"deviceId":"d1"}');
    expect(session.getItem(PENDING_MFA_KEY)).not.toBeNull();
  });

  it('uses memory when reading window.localStorage throws (site data blocked)', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
      get sessionStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    const storage = createAuthStorage();
    storage.writeDeviceId('d1');
    expect(storage.readDeviceId()).toBe('d1');
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeviceId, ensureDeviceId } from './device';
import { createAuthStorage, createMemoryStorage, USER_KEY } from './storage';

// The fingerprint library is mocked at its edge: `load()` → agent → `get()` → visitorId.
const fingerprint = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({ load: fingerprint.load, default: fingerprint }));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function agentAnswering(visitorId: string) {
  const get = vi
    .fn()
    .mockResolvedValue({ visitorId, confidence: { score: 0.5 }, components: {}, version: '5.2.0' });
  fingerprint.load.mockResolvedValue({ get });
  return get;
}

function freshStorage(initial: Record<string, string> = {}) {
  const local = createMemoryStorage(initial);
  return { local, storage: createAuthStorage({ local, session: createMemoryStorage() }) };
}

beforeEach(() => {
  fingerprint.load.mockReset();
});

describe('createDeviceId', () => {
  it('is the FingerprintJS visitor id, loaded without the monitoring request', async () => {
    const get = agentAnswering('fp-visitor-42');
    await expect(createDeviceId()).resolves.toBe('fp-visitor-42');
    expect(fingerprint.load).toHaveBeenCalledWith({ monitoring: false });
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('is a random UUID when load() fails', async () => {
    fingerprint.load.mockRejectedValue(new Error('blocked'));
    const id = await createDeviceId();
    expect(id).toMatch(UUID);
  });

  it('is a random UUID when get() fails', async () => {
    fingerprint.load.mockResolvedValue({ get: vi.fn().mockRejectedValue(new Error('no canvas')) });
    await expect(createDeviceId()).resolves.toMatch(UUID);
  });

  it('is a random UUID when the visitor id is empty', async () => {
    agentAnswering('');
    await expect(createDeviceId()).resolves.toMatch(UUID);
  });

  it('uses crypto.randomUUID for the fallback', async () => {
    fingerprint.load.mockRejectedValue(new Error('blocked'));
    const randomUUID = vi
      .spyOn(globalThis.crypto, 'randomUUID')
      .mockReturnValue('11111111-2222-4333-8444-555555555555');
    await expect(createDeviceId()).resolves.toBe('11111111-2222-4333-8444-555555555555');
    expect(randomUUID).toHaveBeenCalledTimes(1);
  });

  it('makes a v4 UUID where crypto.randomUUID is missing (plain http)', async () => {
    fingerprint.load.mockRejectedValue(new Error('blocked'));
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff) });
    await expect(createDeviceId()).resolves.toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});

describe('ensureDeviceId', () => {
  it('returns the stored id without fingerprinting', async () => {
    const { storage } = freshStorage({ [USER_KEY]: JSON.stringify({ deviceId: 'stored-1' }) });
    await expect(ensureDeviceId(storage)).resolves.toBe('stored-1');
    expect(fingerprint.load).not.toHaveBeenCalled();
  });

  it('creates the id once, stores it in the user record, and shares it between concurrent callers', async () => {
    agentAnswering('fp-visitor-42');
    const { local, storage } = freshStorage();
    const [a, b, c] = await Promise.all([
      ensureDeviceId(storage),
      ensureDeviceId(storage),
      ensureDeviceId(storage),
    ]);
    expect([a, b, c]).toEqual(['fp-visitor-42', 'fp-visitor-42', 'fp-visitor-42']);
    expect(fingerprint.load).toHaveBeenCalledTimes(1);
    expect(local.getItem(USER_KEY)).toBe('{"deviceId":"fp-visitor-42"}');
    await expect(ensureDeviceId(storage)).resolves.toBe('fp-visitor-42');
    expect(fingerprint.load).toHaveBeenCalledTimes(1);
  });

  it('stores the fallback id when fingerprinting fails', async () => {
    fingerprint.load.mockRejectedValue(new Error('blocked'));
    const { storage } = freshStorage();
    const id = await ensureDeviceId(storage);
    expect(id).toMatch(UUID);
    expect(storage.readDeviceId()).toBe(id);
  });

  it('keeps an id another tab stored while it was being created', async () => {
    const { local, storage } = freshStorage();
    fingerprint.load.mockImplementation(async () => {
      local.setItem(USER_KEY, JSON.stringify({ deviceId: 'other-tab' }));
      return { get: async () => ({ visitorId: 'mine' }) };
    });
    await expect(ensureDeviceId(storage)).resolves.toBe('other-tab');
    expect(storage.readDeviceId()).toBe('other-tab');
  });

  it('keeps separate storages apart', async () => {
    agentAnswering('fp-a');
    const first = freshStorage();
    const second = freshStorage();
    await ensureDeviceId(first.storage);
    await ensureDeviceId(second.storage);
    expect(fingerprint.load).toHaveBeenCalledTimes(2);
    expect(second.storage.readDeviceId()).toBe('fp-a');
  });
});

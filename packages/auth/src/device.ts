/**
 * Device identity (spec §3): a browser fingerprint string created once, when no device id is
 * stored, and kept in the `user` record. The fingerprint library is loaded on demand so it stays
 * out of the first page load; if it fails (blocked, no canvas, server) a random UUID stands in.
 */
import type { AuthStorage } from './storage';

/** A random v4 UUID, also where `crypto.randomUUID` is missing (plain-http pages). */
function randomId(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof cryptoApi?.getRandomValues === 'function') cryptoApi.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The FingerprintJS visitor id, or a random UUID when fingerprinting fails. */
export async function createDeviceId(): Promise<string> {
  try {
    const { load } = await import('@fingerprintjs/fingerprintjs');
    // `monitoring: false`: no statistics request to the vendor.
    const agent = await load({ monitoring: false });
    const { visitorId } = await agent.get();
    if (typeof visitorId === 'string' && visitorId.length > 0) return visitorId;
  } catch {
    // Fall through to a random id: a device id is needed either way.
  }
  return randomId();
}

type DeviceIdStore = Pick<AuthStorage, 'readDeviceId' | 'writeDeviceId'>;

/** One creation in flight per storage, so concurrent callers share it. */
const inFlight = new WeakMap<DeviceIdStore, Promise<string>>();

/** The stored device id, or a new one created once, stored, and shared by concurrent callers. */
export function ensureDeviceId(storage: DeviceIdStore): Promise<string> {
  const stored = storage.readDeviceId();
  if (stored) return Promise.resolve(stored);
  let pending = inFlight.get(storage);
  if (!pending) {
    pending = createDeviceId()
      .then((created) => {
        // Another tab may have stored one meanwhile: keep a single id per browser.
        const existing = storage.readDeviceId();
        if (existing) return existing;
        storage.writeDeviceId(created);
        return created;
      })
      .finally(() => inFlight.delete(storage));
    inFlight.set(storage, pending);
  }
  return pending;
}

/**
 * Test support for apps and this package's own tests (`@vivasalud/auth/testing`): fixtures of
 * the spec §3 records on a fixed clock, and the per-file set-up of tests that render the real
 * `<AuthProvider>` against typed MSW handlers of the site contract. Test code only.
 */
import { setupContractServer } from '@vivasalud/api-client/testing';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, type Mock } from 'vitest';
import type { MfaChallenge, PendingMfa, UserProfile } from './machine';

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

/** The code step of a login of Ana (issue #16: a reference and a masked destination only). */
export const anaChallenge: MfaChallenge = {
  reference: 'Rf4nq8yJ0cW2vT6sK1pL9mD3xB7hZ5aE0gU2iO4wQ6r',
  channel: 'mail',
  destination: 'an****@correo.pe',
};

export const pendingLogin: PendingMfa = {
  flow: 'login',
  reference: anaChallenge.reference,
  channel: 'mail',
  destination: anaChallenge.destination,
  expiresAt: IN_5_MIN,
  sentAt: NOW.toISOString(),
  campaignPath: null,
};

/** Empties `window.dataLayer` (or sets it to `value`). */
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

import type { IdentityOperations } from '@vivasalud/api-client/identity';

type Method = 'GET' | 'POST';
export interface Call {
  method: Method;
  /** The contract path (`/pages/{slug}/`). */
  path: string;
  /** A valid request URL under the contract's prefix. */
  url: string;
  body?: unknown;
  multipart?: boolean;
}

/**
 * One valid call per operation of identity.yaml, without a bearer (the bad-input tests spoil
 * its inputs one by one; the header tests send it as it is and with a session).
 */
export const IDENTITY_CALLS: Record<keyof IdentityOperations, Call> = {
  login: {
    method: 'POST',
    path: '/auth/login',
    url: '/auth/login',
    body: {
      documentType: 'DNI',
      document: '70000001',
      password: 'VivaSalud2025!',
      device: 'd1',
      channel: 'mail',
    },
  },
  validateMfa: {
    method: 'POST',
    path: '/auth/mfa-validation',
    url: '/auth/mfa-validation',
    body: { reference: 'dGhpcy1pcy1hLXJlZmVyZW5jZS1vZi00My1jaGFycy0', device: 'd1', otp: '123456' },
  },
  getSession: { method: 'GET', path: '/auth/session', url: '/auth/session' },
  sendMfa: {
    method: 'POST',
    path: '/auth/send-mfa',
    url: '/auth/send-mfa',
    body: {
      reference: 'dGhpcy1pcy1hLXJlZmVyZW5jZS1vZi00My1jaGFycy0',
      device: 'd1',
      channel: 'mail',
    },
  },
  signUp: {
    method: 'POST',
    path: '/auth/signup',
    url: '/auth/signup',
    body: {
      campaignPath: 'sorteo-audifonos',
      document_type: 'DNI',
      document_number: '79999999',
      email: 'nueva.cuenta@correo.pe',
      name: 'Ana',
      last_name: 'Quispe Rojas',
      phone: '987654321',
      password: 'VivaSalud2025!',
      is_terms_conditions_accepted: true,
      is_additional_clauses_accepted: false,
      device: 'd1',
      channel: 'mail',
    },
  },
  logout: { method: 'POST', path: '/auth/logout', url: '/auth/logout' },
  recoverPassword: {
    method: 'POST',
    path: '/auth/recover-password',
    url: '/auth/recover-password',
    body: { documentType: 'DNI', document: '70000001' },
  },
  restorePassword: {
    method: 'POST',
    path: '/auth/restore-password',
    url: '/auth/restore-password',
    body: { password: 'OtraClave2026!', key: 'clave-de-prueba' },
  },
  createTicket: {
    method: 'POST',
    path: '/auth/tickets',
    url: '/auth/tickets',
    body: { audience: 'http://localhost:3001' },
  },
  redeemTicket: {
    method: 'POST',
    path: '/auth/tickets/redeem',
    url: '/auth/tickets/redeem',
    body: {
      ticket: 'dGhpcy1pcy1hLXRpY2tldC1vZi00My1jaGFyYWN0ZXI',
      audience: 'http://localhost:3001',
      device: 'd1',
    },
  },
  addCampaignParticipant: {
    method: 'POST',
    path: '/campaigns/{campaignPath}/participants',
    url: '/campaigns/sorteo-audifonos/participants',
    body: { document_number: '70000001' },
  },
  verifyCampaignParticipant: {
    method: 'POST',
    path: '/campaigns/{campaignPath}/participants/verify',
    url: '/campaigns/sorteo-audifonos/participants/verify',
    body: { document_number: '70000001' },
  },
};

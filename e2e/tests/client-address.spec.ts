import { expect, test } from '@playwright/test';
import { createAccount } from '../support/identity';

/**
 * Issue #16, finding 1: the per-address login lockout must not move with a header anyone can
 * write. The apps run under `vivasalud-next-start`, which trusts no proxy by default: the
 * address the identity service counts is the socket's, whatever `X-Forwarded-For` says.
 */
const APPS = [
  { name: 'the portal', origin: 'http://localhost:3000' },
  { name: 'the campaigns site', origin: 'http://localhost:3001' },
];

for (const app of APPS) {
  test(`${app.name}: a forged X-Forwarded-For cannot move a login lockout`, async ({ request }) => {
    const account = await createAccount(request, 'Bloqueo');
    const login = (password: string, forwardedFor: string) =>
      request.post(`${app.origin}/api/auth/login`, {
        headers: { origin: app.origin, 'x-forwarded-for': forwardedFor },
        data: {
          documentType: 'DNI',
          document: account.dni,
          password,
          device: 'e2e-bloqueo',
          channel: 'mail',
        },
      });

    // Five wrong passwords "from" 10.88.0.1 lock the document for the caller's address…
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await login('Clave-Equivocada-1', '10.88.0.1');
      expect(wrong.status(), `wrong password ${attempt}`).toBe(401);
    }
    // …and claiming another address changes nothing: the right password is still refused.
    const moved = await login(account.password, '10.88.0.5');
    expect(moved.status()).toBe(429);
    expect(Number(moved.headers()['retry-after'])).toBeGreaterThan(0);
    expect(await moved.json()).toMatchObject({ error: true });
  });
}

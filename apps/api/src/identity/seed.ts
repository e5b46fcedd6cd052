import { count } from 'drizzle-orm';
import type { Environment } from '../config';
import type { Database } from '../db/client';
import { users } from '../db/identity-schema';
import { systemClock, type Clock } from '../clock';
import { hashPassword } from './passwords';
import { recordConsents } from './users';

/** The password of every demo account (README). */
export const DEMO_PASSWORD = 'VivaSalud2025!';

/** Demo accounts: standard without a second step, standard with it, pro with it. */
export const DEMO_ACCOUNTS = [
  {
    documentType: 'DNI',
    documentNumber: '70000001',
    name: 'Lucía',
    lastName: 'Quispe Mamani',
    email: 'lucia.quispe@demo.vivasalud.pe',
    phone: '987654321',
    membership: 'standard',
    mfaEnabled: false,
  },
  {
    documentType: 'DNI',
    documentNumber: '70000002',
    name: 'Jorge',
    lastName: 'Huamán Rojas',
    email: 'jorge.huaman@demo.vivasalud.pe',
    phone: '987654322',
    membership: 'standard',
    mfaEnabled: true,
  },
  {
    documentType: 'DNI',
    documentNumber: '70000003',
    name: 'Rosa',
    lastName: 'Mendoza Flores',
    email: 'rosa.mendoza@demo.vivasalud.pe',
    phone: '987654323',
    membership: 'pro',
    mfaEnabled: true,
  },
] as const;

export interface SeedIdentityOptions {
  /** Demo accounts have a published password: nothing is seeded in production. */
  environment?: Environment;
  clock?: Clock;
}

/** Seeds the demo accounts when the users table is empty; answers whether it did. */
export async function seedIdentity(
  db: Database,
  { environment, clock = systemClock }: SeedIdentityOptions = {},
) {
  if (environment === 'production') return false;
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  const now = clock.now();
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((account, i) => ({
          ...account,
          username: account.documentNumber,
          countryCode: '+51',
          passwordHash: hashes[i]!,
          termsConditionsAccepted: true,
          additionalClausesAccepted: false,
          createdAt: now,
          updatedAt: now,
          passwordChangedAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id });
    for (const user of created) await recordConsents(tx, user.id, { terms: true }, 'seed', now);
  });
  return true;
}

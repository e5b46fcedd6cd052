import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { Environment } from '../config';
import type { Database } from '../db/client';
import { users } from '../db/identity-schema';
import { expertSessions, liveClasses, liveClassReservations } from '../db/schema';
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

/**
 * Issue #28: the live class `pilates-clase-llena` (capacity 2) is full from the seed, its seats
 * held by these two accounts (and so is the session with an expert `senales-de-alarma-del-infarto`), which exist only for that: their password is random and thrown
 * away, so nobody (no test) signs in with them.
 */
export const SEED_RESERVATIONS = {
  slug: 'pilates-clase-llena',
  /** Issue #29: the session with an expert full from the seed (capacity 2), by the same two. */
  expertSession: 'senales-de-alarma-del-infarto',
  accounts: [
    {
      documentType: 'DNI',
      documentNumber: '70000091',
      name: 'Elena',
      lastName: 'Paredes Soto',
      email: 'reserva.elena@demo.vivasalud.pe',
      phone: '987654391',
      membership: 'standard',
      mfaEnabled: false,
    },
    {
      documentType: 'DNI',
      documentNumber: '70000092',
      name: 'Raúl',
      lastName: 'Campos Ruiz',
      email: 'reserva.raul@demo.vivasalud.pe',
      phone: '987654392',
      membership: 'standard',
      mfaEnabled: false,
    },
  ],
} as const;

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
  const seatHolders = await Promise.all(
    SEED_RESERVATIONS.accounts.map(() => hashPassword(randomBytes(32).toString('base64url'))),
  );
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

    // The full class's seats (when the content seed has it): its holders, their reservations and
    // the class's count, in the same transaction.
    const [full] = await tx
      .select({ slug: liveClasses.slug })
      .from(liveClasses)
      .where(eq(liveClasses.slug, SEED_RESERVATIONS.slug));
    if (!full) return;
    const holders = await tx
      .insert(users)
      .values(
        SEED_RESERVATIONS.accounts.map((account, i) => ({
          ...account,
          username: account.documentNumber,
          countryCode: '+51',
          passwordHash: seatHolders[i]!,
          termsConditionsAccepted: true,
          additionalClausesAccepted: false,
          createdAt: now,
          updatedAt: now,
          passwordChangedAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!holders.length) return;
    await tx.insert(liveClassReservations).values(
      holders.map((holder) => ({
        userId: holder.id,
        slug: SEED_RESERVATIONS.slug,
        status: 'reserved',
        createdAt: now,
      })),
    );
    await tx
      .update(liveClasses)
      .set({ seatsTaken: sql`${liveClasses.seatsTaken} + ${holders.length}` })
      .where(eq(liveClasses.slug, SEED_RESERVATIONS.slug));

    // The full session's seats, by the same holders (when the content seed has it).
    const [session] = await tx
      .select({ slug: expertSessions.slug })
      .from(expertSessions)
      .where(eq(expertSessions.slug, SEED_RESERVATIONS.expertSession));
    if (!session) return;
    await tx.insert(liveClassReservations).values(
      holders.map((holder) => ({
        userId: holder.id,
        expertSessionSlug: SEED_RESERVATIONS.expertSession,
        status: 'reserved',
        createdAt: now,
      })),
    );
    await tx
      .update(expertSessions)
      .set({ seatsTaken: sql`${expertSessions.seatsTaken} + ${holders.length}` })
      .where(eq(expertSessions.slug, SEED_RESERVATIONS.expertSession));
  });
  return true;
}

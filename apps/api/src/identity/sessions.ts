import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users } from '../db/identity-schema';
import { addSeconds, systemClock, type Clock } from './clock';
import { digest, randomToken } from './secrets';

export const SESSION_SECONDS = 8 * 60 * 60;

export type UserRow = typeof users.$inferSelect;

export interface LiveSession {
  sessionId: string;
  deviceId: string | null;
  user: UserRow;
}

/** Sessions behind opaque bearer tokens: the token goes to the caller, its sha-256 to the table. */
export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock = systemClock,
  ) {}

  /** Opens a session and returns its token (256 random bits, base64url). */
  async create(userId: string, deviceId: string | null): Promise<string> {
    const token = randomToken();
    const now = this.clock.now();
    await this.db.insert(sessions).values({
      tokenHash: digest(token),
      userId,
      deviceId,
      createdAt: now,
      expiresAt: addSeconds(now, SESSION_SECONDS),
    });
    return token;
  }

  /** The live (not revoked, not expired) session of a token, with its active user. */
  async find(token: string): Promise<LiveSession | null> {
    const [row] = await this.db
      .select({ sessionId: sessions.id, deviceId: sessions.deviceId, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, digest(token)),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, this.clock.now()),
          eq(users.active, true),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: this.clock.now() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }
}

/** `Authorization: Bearer <token>` → the token, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{16,128})$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

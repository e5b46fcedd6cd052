import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users } from '../db/identity-schema';
import { addSeconds, systemClock, type Clock } from '../clock';
import { digest, randomToken } from './secrets';

export const SESSION_SECONDS = 8 * 60 * 60;

export type UserRow = typeof users.$inferSelect;

export interface LiveSession {
  sessionId: string;
  /** The family of the session: the root session's id (see `sessions` in the schema). */
  familyId: string;
  deviceId: string | null;
  expiresAt: Date;
  user: UserRow;
}

/** The session a one-time ticket hands on (its family and its end). */
export interface FamilyOrigin {
  familyId: string;
  expiresAt: Date;
}

/** A new session: its token (to the caller only) and its end. */
export interface OpenedSession {
  token: string;
  expiresAt: Date;
}

/** Sessions behind opaque bearer tokens: the token goes to the caller, its sha-256 to the table. */
export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock = systemClock,
  ) {}

  /**
   * Opens a session and returns its token (256 random bits, base64url). Without `origin`, a
   * sign-in: the root of a new family, 8 hours. With it (a ticket's hop), a member of the
   * origin's family that ends when the origin does, or 8 hours from now if that comes first: a
   * hop never extends the sign-in's absolute lifetime.
   */
  async open(
    userId: string,
    deviceId: string | null,
    origin?: FamilyOrigin,
  ): Promise<OpenedSession> {
    const token = randomToken();
    const id = randomUUID();
    const now = this.clock.now();
    const full = addSeconds(now, SESSION_SECONDS);
    const expiresAt = origin && origin.expiresAt < full ? origin.expiresAt : full;
    await this.db.insert(sessions).values({
      id,
      tokenHash: digest(token),
      userId,
      familyId: origin?.familyId ?? id,
      deviceId,
      createdAt: now,
      expiresAt,
    });
    return { token, expiresAt };
  }

  /** Opens a sign-in's session (the root of a new family, 8 hours) and returns its token. */
  async create(userId: string, deviceId: string | null): Promise<string> {
    return (await this.open(userId, deviceId)).token;
  }

  /** The live (not revoked, not expired) session of a token, with its active user. */
  async find(token: string): Promise<LiveSession | null> {
    const [row] = await this.db
      .select({
        sessionId: sessions.id,
        familyId: sessions.familyId,
        deviceId: sessions.deviceId,
        expiresAt: sessions.expiresAt,
        user: users,
      })
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

  /**
   * Ends a session and every session of its family (a logout on either site signs the person out
   * of both, issue #26): the sign-in's and all those its tickets opened.
   */
  async revokeFamily(familyId: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: this.clock.now() })
      .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
  }
}

/** `Authorization: Bearer <token>` → the token, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{16,128})$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

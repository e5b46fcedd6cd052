import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Tables of the identity service. Every time column is written from the service's injected clock
 * (never `now()` of the database), so tests can move time. Secrets are never stored in clear:
 * passwords as argon2id strings, tokens, codes and restore keys as sha-256 digests.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Users of spec §3. `username` is the document number (unique across document types). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull().unique(),
    documentType: text('document_type').notNull(),
    documentNumber: text('document_number').notNull(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored lowercased; unique. */
    email: text('email').notNull().unique(),
    /** E.g. `+51`; null when the number was given with another international prefix. */
    countryCode: text('country_code'),
    phone: text('phone').notNull(),
    /** argon2id PHC string (m=19456, t=2, p=1). */
    passwordHash: text('password_hash').notNull(),
    membership: text('membership').notNull().default('standard'),
    mfaEnabled: boolean('mfa_enabled').notNull().default(false),
    active: boolean('active').notNull().default(true),
    termsConditionsAccepted: boolean('terms_conditions_accepted').notNull().default(false),
    additionalClausesAccepted: boolean('additional_clauses_accepted').notNull().default(false),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    passwordChangedAt: at('password_changed_at').notNull(),
  },
  (t) => [
    unique('users_document_key').on(t.documentType, t.documentNumber),
    check('users_document_type_check', sql`${t.documentType} in ('DNI', 'CE', 'PAS')`),
    // DNI: exactly 8 digits; CE: up to 20 and passport up to 9 letters or digits (kept in capitals).
    check(
      'users_document_number_check',
      sql`${t.documentNumber} ~ (case ${t.documentType} when 'DNI' then '^[0-9]{8}$' when 'CE' then '^[A-Z0-9]{1,20}$' else '^[A-Z0-9]{1,9}$' end)`,
    ),
    check('users_membership_check', sql`${t.membership} in ('standard', 'pro')`),
  ],
);

/**
 * Opaque bearer sessions: only the sha-256 of the token is kept. Lifetime 8 hours.
 *
 * One sign-in is one family (issue #26): a session opened by a sign-in (login, code, sign-up) is
 * the root of its family (`family_id` = its own id); a session born of a one-time ticket (the
 * campaigns site's) joins the family of the session that minted the ticket and ends when that one
 * ends (`expires_at` never later than the root's). A logout revokes the whole family, whichever
 * site it comes from; other sign-ins of the same person (another browser) are other families.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The id of the family's root session (its own id for a sign-in). */
    familyId: uuid('family_id').notNull(),
    deviceId: text('device_id'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_family_idx').on(t.familyId)],
);

/**
 * One-time codes of the second step: one row per code sent. Bound to user and device; a new code
 * invalidates the live ones of the user; `attempts` counts evaluated submissions (max 5).
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    channel: text('channel').notNull(),
    /** Why the code was sent: login, signup or resend. */
    purpose: text('purpose').notNull(),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    invalidatedAt: at('invalidated_at'),
  },
  (t) => [index('otp_challenges_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Pending code steps (issue #16): the login or sign-up answer that needs a code gives only an
 * opaque reference (256 random bits; the sha-256 is kept) and the masked destinations, never the
 * profile. The reference is bound to the device, lives `pendingSeconds` after its last code and
 * ends with a valid code. `user_id` is null for the decoy step of a sign-up whose document or
 * email already had an account: it answers like a real one, but no code is ever sent for it
 * (`attempts` counts its wrong codes, as a real code's would be counted).
 */
export const mfaReferences = pgTable(
  'mfa_references',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referenceHash: text('reference_hash').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    /** Masked destinations of each channel (`jo****@correo.pe`, `*** *** 323`). */
    mailDestination: text('mail_destination').notNull(),
    smsDestination: text('sms_destination').notNull(),
    /** Decoys only: wrong codes since the last (pretended) send. */
    attempts: integer('attempts').notNull().default(0),
    lastSentAt: at('last_sent_at').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
  },
  (t) => [
    index('mfa_references_user_idx').on(t.userId, t.deviceId),
    index('mfa_references_expires_idx').on(t.expiresAt),
  ],
);

/**
 * One-time sign-in tickets (`/auth/tickets`): hand a session to another of our sites (the
 * campaigns site) without a shared-domain cookie. Only the sha-256 of the ticket is kept; it is
 * bound to the session that minted it and to the target site's origin (`audience`), lives at
 * most 60 seconds and is consumed once (`consumed_at`, set atomically by the redeem).
 */
export const signInTickets = pgTable(
  'sign_in_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketHash: text('ticket_hash').notNull().unique(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    audience: text('audience').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [index('sign_in_tickets_expires_idx').on(t.expiresAt)],
);

/** Password recovery keys (sha-256), single use, valid 30 minutes. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    invalidatedAt: at('invalidated_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * Consents of Ley 29733 (Peru's personal data law): which legal document, which version, when,
 * and from where (sign-up or the consent banner). A withdrawal is a row with `accepted` false.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    document: text('document').notNull(),
    version: text('version').notNull(),
    accepted: boolean('accepted').notNull(),
    source: text('source').notNull(),
    recordedAt: at('recorded_at').notNull(),
  },
  (t) => [
    index('consents_user_idx').on(t.userId, t.document),
    check(
      'consents_document_check',
      sql`${t.document} in ('terms-conditions', 'additional-clauses')`,
    ),
  ],
);

/** Campaign participants: one row per (campaign, document number). */
export const campaignParticipants = pgTable(
  'campaign_participants',
  {
    id: serial('id').primaryKey(),
    campaign: text('campaign').notNull(),
    documentNumber: text('document_number').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [unique('campaign_participants_campaign_document_key').on(t.campaign, t.documentNumber)],
);

/**
 * Messages sent to users (one-time codes, recovery links). In development and test the body is
 * kept so `/dev/outbox` can show it; in production it is not stored (only who, what and status).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body'),
    /** Files sent with the message (the .ics of a reservation); like `body`, never in production. */
    attachments: jsonb('attachments'),
    kind: text('kind').notNull(),
    /**
     * Names a message that must go out once (a reservation's reminder: the scheduler's job key):
     * a second insert with the same key is refused, so a job run twice mails once.
     */
    dedupeKey: text('dedupe_key').unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** stored (no adapter), sent, or failed. */
    status: text('status').notNull(),
    error: text('error'),
    createdAt: at('created_at').notNull(),
    sentAt: at('sent_at'),
  },
  (t) => [index('outbox_messages_recipient_idx').on(t.recipient, t.id)],
);

/**
 * Fixed-window counters shared by every instance: one row per key, updated with one atomic
 * upsert; the window starts at the first hit and ends at `reset_at`.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: at('reset_at').notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/**
 * Consecutive failed logins, whether an account exists or not, so the lockout answers the same for
 * known and unknown documents. Two kinds of key: `<type>:<number>@<client address>` (the tight
 * lock, per address) and `<type>:<number>` (the per-document ceiling across addresses). Cleared by
 * a successful sign-in (after the second step when the account has one) and by a password
 * restore; rows that no longer decide anything are pruned now and then.
 */
export const loginFailures = pgTable('login_failures', {
  documentKey: text('document_key').primaryKey(),
  failures: integer('failures').notNull(),
  lockedUntil: at('locked_until'),
  updatedAt: at('updated_at').notNull(),
});

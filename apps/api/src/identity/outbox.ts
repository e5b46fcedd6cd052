import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { outboxMessages } from '../db/identity-schema';
import type { Environment } from '../config';
import { systemClock, type Clock } from '../clock';
import { maskEmail, maskPhone } from './users';

export type OutboxChannel = 'mail' | 'sms';
/**
 * `signup-attempt`: someone tried to register with the document or email of an account (issue
 * #16); the owner is told, with the links to sign in and to recover the password.
 */
export type OutboxKind =
  | 'mfa-code'
  | 'password-reset'
  | 'signup-attempt'
  // Issue #28, sent by the content service (live-class reservations) and its scheduler.
  | 'reservation-confirmation'
  | 'reservation-cancelled'
  | 'reservation-reminder-24h'
  | 'reservation-reminder-1h'
  // Issue #32: the copy of a form's receipt, sent by the content service.
  | 'form-receipt';

/** A file sent with a mail (the .ics of a reservation): its text as it is. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface OutboxMessage {
  channel: OutboxChannel;
  /** Email address or phone number (with its international prefix). */
  to: string;
  subject: string;
  text: string;
  kind: OutboxKind;
  userId: string | null;
  /** Files sent with a mail (kept for `/dev/outbox` outside production, like the text). */
  attachments?: OutboxAttachment[];
  /**
   * Names a message that must go out once (the scheduler's job key of a reminder): a message
   * whose key is already in the outbox is neither stored nor sent again.
   */
  dedupeKey?: string;
}

/** Where one-time codes, recovery links and reservation mails go out. */
export interface Outbox {
  /** Answers false when a message of the same `dedupeKey` was already there (nothing sent). */
  send(message: OutboxMessage): Promise<boolean | void>;
}

/** Production delivery: SMTP for mail, an HTTP webhook for SMS. */
export interface Delivery {
  readonly channels: readonly OutboxChannel[];
  send(message: OutboxMessage): Promise<void>;
}

/**
 * Delivery runs inside the request that sends the message (login, resend, recovery): a slow or
 * unreachable SMTP server or SMS webhook must fail the request quickly, not hold it for minutes.
 */
export const DELIVERY_TIMEOUT_MS = 10_000;

export interface SmtpOptions {
  /** `smtp://user:pass@host:587` or `smtps://…` (nodemailer connection URL). */
  url: string;
  from: string;
  /** Connection, greeting and socket inactivity timeouts (default DELIVERY_TIMEOUT_MS). */
  timeoutMs?: number;
}

/** nodemailer options: the URL's settings plus timeouts (nodemailer's defaults are minutes). */
export const smtpTransportOptions = (url: string, timeoutMs = DELIVERY_TIMEOUT_MS) => ({
  url,
  connectionTimeout: timeoutMs,
  greetingTimeout: timeoutMs,
  socketTimeout: timeoutMs,
  dnsTimeout: timeoutMs,
});

export function smtpDelivery({ url, from, timeoutMs }: SmtpOptions): Delivery {
  const transport = nodemailer.createTransport(smtpTransportOptions(url, timeoutMs));
  return {
    channels: ['mail'],
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        attachments: message.attachments?.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        })),
      });
    },
  };
}

export interface SmsWebhookOptions {
  url: string;
  token: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** POSTs `{ to, text, kind }` as JSON with `Authorization: Bearer <token>`; any 2xx is success. */
export function smsWebhookDelivery({
  url,
  token,
  fetch: fetchFn = fetch,
  timeoutMs = DELIVERY_TIMEOUT_MS,
}: SmsWebhookOptions): Delivery {
  return {
    channels: ['sms'],
    async send(message) {
      const response = await fetchFn(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ to: message.to, text: message.text, kind: message.kind }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
    },
  };
}

/**
 * The adapters configured by the environment:
 * - OUTBOX_SMTP_URL + OUTBOX_MAIL_FROM → mail through SMTP (nodemailer);
 * - OUTBOX_SMS_WEBHOOK_URL + OUTBOX_SMS_WEBHOOK_TOKEN → SMS through the webhook (https in
 *   production: codes and a bearer token travel in it).
 */
export function deliveriesFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  environment: Environment = 'development',
): Delivery[] {
  const deliveries: Delivery[] = [];
  if (env.OUTBOX_SMTP_URL) {
    if (!env.OUTBOX_MAIL_FROM) throw new Error('OUTBOX_MAIL_FROM is required with OUTBOX_SMTP_URL');
    deliveries.push(smtpDelivery({ url: env.OUTBOX_SMTP_URL, from: env.OUTBOX_MAIL_FROM }));
  }
  if (env.OUTBOX_SMS_WEBHOOK_URL) {
    if (!env.OUTBOX_SMS_WEBHOOK_TOKEN)
      throw new Error('OUTBOX_SMS_WEBHOOK_TOKEN is required with OUTBOX_SMS_WEBHOOK_URL');
    if (
      environment === 'production' &&
      URL.parse(env.OUTBOX_SMS_WEBHOOK_URL)?.protocol !== 'https:'
    )
      throw new Error('OUTBOX_SMS_WEBHOOK_URL must be an https URL in production');
    deliveries.push(
      smsWebhookDelivery({ url: env.OUTBOX_SMS_WEBHOOK_URL, token: env.OUTBOX_SMS_WEBHOOK_TOKEN }),
    );
  }
  return deliveries;
}

export interface DatabaseOutboxOptions {
  db: Database;
  environment: Environment;
  logger: FastifyBaseLogger;
  clock?: Clock;
  deliveries?: Delivery[];
}

/**
 * The outbox of the service: every message is recorded in `outbox_messages`, then handed to the
 * adapter of its channel when one is configured. In development and test the text is kept (for
 * `/dev/outbox`) and printed in one log line — the only place a code may appear. In production
 * the text is not stored and never logged.
 */
export function createDatabaseOutbox({
  db,
  environment,
  logger,
  clock = systemClock,
  deliveries = [],
}: DatabaseOutboxOptions): Outbox {
  const keepText = environment !== 'production';
  const missing = (['mail', 'sms'] as const).filter(
    (channel) => !deliveries.some((d) => d.channels.includes(channel)),
  );
  // Codes that go nowhere lock every user with the second step out: do not start like that.
  if (environment === 'production' && missing.length === 2) {
    throw new Error(
      'outbox: no delivery configured for production (set OUTBOX_SMTP_URL + OUTBOX_MAIL_FROM and/or OUTBOX_SMS_WEBHOOK_URL + OUTBOX_SMS_WEBHOOK_TOKEN)',
    );
  }
  if (environment === 'production' && missing.length) {
    logger.warn(
      { channels: missing },
      'outbox: no delivery adapter for these channels; messages are recorded but not sent',
    );
  }
  return {
    async send(message) {
      const delivery = deliveries.find((d) => d.channels.includes(message.channel));
      const [row] = await db
        .insert(outboxMessages)
        .values({
          channel: message.channel,
          recipient: message.to,
          subject: message.subject,
          body: keepText ? message.text : null,
          attachments: keepText && message.attachments?.length ? message.attachments : null,
          kind: message.kind,
          dedupeKey: message.dedupeKey ?? null,
          userId: message.userId,
          status: 'stored',
          createdAt: clock.now(),
        })
        // A message that must go out once and is already here: nothing more (not sent again).
        .onConflictDoNothing({ target: outboxMessages.dedupeKey })
        .returning({ id: outboxMessages.id });
      if (!row) return false;
      // The code is the point of this line (development); the address or phone is not.
      if (keepText)
        logger.info(
          { outbox: row!.id, channel: message.channel, to: maskedRecipient(message) },
          `outbox: ${message.text}`,
        );
      if (!delivery) return true;
      try {
        await delivery.send(message);
        await db
          .update(outboxMessages)
          .set({ status: 'sent', sentAt: clock.now() })
          .where(eq(outboxMessages.id, row!.id));
        return true;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db
          .update(outboxMessages)
          .set({ status: 'failed', error: reason.slice(0, 500) })
          .where(eq(outboxMessages.id, row!.id));
        logger.error(
          { outbox: row!.id, channel: message.channel, reason: withoutRecipient(reason, message) },
          'outbox: delivery failed',
        );
        throw new Error('No se pudo enviar el mensaje.', { cause: error });
      }
    },
  };
}

/** The recipient as the code step shows it: `jo****@demo.vivasalud.pe`, `*** *** 322`. */
function maskedRecipient(message: Pick<OutboxMessage, 'channel' | 'to'>): string {
  return message.channel === 'mail' ? maskEmail(message.to) : maskPhone(message.to);
}

/**
 * A delivery error for the log (production too): a mail server's refusal quotes the address
 * (`<ana@…>: Recipient address rejected`), so the recipient and any address in it are masked.
 */
function withoutRecipient(reason: string, message: Pick<OutboxMessage, 'channel' | 'to'>) {
  return reason
    .replaceAll(message.to, maskedRecipient(message))
    .replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, (address) => maskEmail(address));
}

/** Work started by `afterAnswer` and not finished yet, per database. */
const unfinished = new WeakMap<Database, Set<Promise<void>>>();

/**
 * Runs `work` after the current answer has gone out, so its time does not show in the answer:
 * recovery sends its mail this way, and a request for a document without an account takes as
 * long as one for a document with one (ASVS 6.3.8). A failure is logged with `what` (a fixed
 * text, never personal data) and reaches no one else: the answer was the same either way. The
 * work is tracked per database so `listOutbox` (the development outbox) lists the message of
 * every request already answered. A process stopped right after an answer may lose this work.
 */
export function afterAnswer(
  db: Database,
  logger: FastifyBaseLogger,
  what: string,
  work: () => Promise<void>,
): void {
  const jobs = unfinished.get(db) ?? new Set<Promise<void>>();
  unfinished.set(db, jobs);
  const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      logger.error({ reason }, `${what} failed`);
    })
    .finally(() => jobs.delete(job));
  jobs.add(job);
}

/** Resolves once the work `afterAnswer` started on `db` is done (also work started meanwhile). */
export async function afterAnswerSettled(db: Database): Promise<void> {
  const jobs = unfinished.get(db);
  while (jobs?.size) await Promise.all([...jobs]);
}

/**
 * The newest messages first, optionally only those to one address (for `/dev/outbox`), once the
 * messages of requests already answered are written (see `afterAnswer`).
 */
export async function listOutbox(db: Database, to?: string, limit = 100) {
  await afterAnswerSettled(db);
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(to ? sql`lower(${outboxMessages.recipient}) = ${to.toLowerCase()}` : undefined)
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    attachments: (row.attachments ?? []) as OutboxAttachment[],
    kind: row.kind,
    userId: row.userId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }));
}

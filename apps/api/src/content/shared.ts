import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentOperations, ContentSchema } from '@vivasalud/api-client/content';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import type { Clock } from '../clock';
import { HttpError, notFound } from '../errors';
import { withMediaUrls } from './media';

/** The JSON body of an operation's 200 (or 201) answer. */
export type Ok<Op extends keyof ContentOperations> =
  ContentOperations[Op]['responses'] extends infer R
    ? R extends { 200: { content: { 'application/json': infer B } } }
      ? B
      : R extends { 201: { content: { 'application/json': infer B } } }
        ? B
        : unknown
    : never;

type Handler<Op extends keyof ContentOperations> = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<Ok<Op> | Buffer>;

/** One handler per operation of content.yaml: the compiler fails if one is missing. */
export type ContentHandlers = { [Op in keyof ContentOperations]: Handler<Op> };

/**
 * The handlers of one area (`content/<area>.ts`): only operations of content.yaml, each typed by
 * its answer. `handlers.ts` merges the areas into the exhaustive `ContentHandlers` map.
 */
export const area = <Op extends keyof ContentHandlers>(handlers: Pick<ContentHandlers, Op>) =>
  handlers;

export interface ContentContext {
  db: Database;
  /** The service's clock (`src/clock.ts`, both services read it): date rules read it, tests move it. */
  clock: Clock;
  /** Public base URL of this service (media URLs and paging links are absolute). */
  publicUrl: string;
  /** The key of the signed URLs of pro media (`config.mediaSigningSecret`). */
  mediaSigningSecret: string;
  /** Resolves a bearer token to the signed-in user, or null. */
  verifyBearer: (token: string) => Promise<{ id: string; membership: string } | null>;
  /** Records a user's acceptance of the terms and additional clauses (identity's consents). */
  acceptTerms: (userId: string, body: ContentSchema<'TermsAcceptance'>) => Promise<void>;
  /**
   * The service's outbox (the identity service's, handed in by `app.ts`): the reservation mails.
   * `send` answers false when a message of the same `dedupeKey` was already there.
   */
  outbox: { send(message: ContentMail): Promise<boolean | void> };
  /** The portal's base URL (`PORTAL_URL`): the links of the mails. */
  portalUrl: string;
  /**
   * Called once a reservation or a cancellation is committed (issue #28): this instance's answer
   * cache reads the seats' version anew (`seatsVersionSource`), so its next answer has them.
   */
  seatsChanged?: () => void;
}

/** A mail of the content service (issue #28: reservations; #32: form receipts), as the outbox takes it. */
export interface ContentMail {
  channel: 'mail';
  to: string;
  subject: string;
  text: string;
  kind:
    | 'reservation-confirmation'
    | 'reservation-cancelled'
    | 'reservation-reminder-24h'
    | 'reservation-reminder-1h'
    | 'form-receipt';
  userId: string | null;
  attachments?: { filename: string; contentType: string; content: string }[];
  dedupeKey?: string;
}

/** Spec §7/§9: the page size of the catalogs (and of the publication filter by default). */
export const PAGE_SIZE = 12;
/** Record status of the legacy directories: only active records are shown (ANU = annulled). */
export const ACTIVE = 'ACT';

/** The Spanish order of titles (`Intl.Collator('es')`): accents do not count, «Ñ» after «N». */
const spanish = new Intl.Collator('es');

/** Mini-manuals by title in the Spanish order (equal titles by id). */
export const byTitle = (a: { titulo: string; id: number }, b: { titulo: string; id: number }) =>
  spanish.compare(a.titulo, b.titulo) || a.id - b.id;

/** The portal's address of a mini-manual (issue #31). */
export const miniManualPath = (slug: string) => `/mini-manuales/${slug}`;

/** What every area builds on: the context and the helpers two or more areas use. */
export type ContentKit = ReturnType<typeof contentKit>;

export function contentKit(context: ContentContext) {
  const { db, publicUrl, verifyBearer } = context;

  /** `/media/…` paths of stored content as absolute URLs on the public base. */
  const media = <T>(value: T) => withMediaUrls(value, publicUrl);

  /** A CMS block by collection and key (seed/documents/<collection>.yaml); 404 when absent. */
  async function document<T>(collection: string, key: string | number): Promise<T> {
    const [row] = await db
      .select({ body: t.documents.body })
      .from(t.documents)
      .where(and(eq(t.documents.collection, collection), eq(t.documents.key, String(key))))
      .limit(1);
    if (!row) throw notFound();
    return media(row.body as T);
  }

  /** A CMS block that may be absent: undefined when it is (404); any other failure is thrown. */
  function optionalDocument<T>(collection: string, key: string | number): Promise<T | undefined> {
    return document<T>(collection, key).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 404) return undefined;
      throw error;
    });
  }

  /**
   * The active mini-manuals (`estado: ACT`, `documents/mini-manual.yaml`), by title in the Spanish
   * order; with `slugs`, only those (none for an empty list). The mini-manual area's list and the
   * conditions' and tags' related mini-manuals read them here.
   */
  async function activeMiniManuals(slugs?: readonly string[]) {
    if (slugs?.length === 0) return [];
    const slug = sql`${t.documents.body}->>'slug'`;
    const rows = await db
      .select({ body: t.documents.body })
      .from(t.documents)
      .where(
        and(
          eq(t.documents.collection, 'mini-manual'),
          sql`${t.documents.body}->>'estado' = ${ACTIVE}`,
          slugs ? inArray(slug, [...slugs]) : undefined,
        ),
      );
    return rows.map((row) => media(row.body as ContentSchema<'MiniManual'>)).sort(byTitle);
  }

  /**
   * The related resources of an area's CMS page (`pages/<slug>`), which an item of the area
   * shows as its own: none when the page is absent.
   */
  async function pageResources(slug: string) {
    const page = await optionalDocument<ContentSchema<'Page'>>('pages', slug);
    return {
      heading_resources: page?.content.heading_resources ?? null,
      resources: page?.content.resources ?? [],
    };
  }

  /** The user of the request's bearer token; 401 without a live session. */
  async function signedIn(request: FastifyRequest) {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const user = token ? await verifyBearer(token) : null;
    if (!user) throw new HttpError(401, 'Sesión no válida o vencida', 'UNAUTHORIZED');
    return user;
  }

  /** Pro members only (spec §1: membership equals pro, ignoring case). */
  async function signedInPro(request: FastifyRequest) {
    const user = await signedIn(request);
    if (user.membership.toLowerCase() !== 'pro') {
      throw new HttpError(403, 'Este servicio es exclusivo para miembros Pro.', 'NOT_PRO');
    }
    return user;
  }

  return {
    ...context,
    media,
    document,
    optionalDocument,
    activeMiniManuals,
    pageResources,
    signedIn,
    signedInPro,
  };
}

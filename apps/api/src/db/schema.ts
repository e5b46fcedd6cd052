import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity-schema';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * CMS blocks that are read whole (pages, home blocks, footer, legal texts…): one JSON body per
 * (collection, key), as a headless CMS stores them. Collections are listed in seed/registry.ts.
 */
export const documents = pgTable(
  'documents',
  {
    collection: text('collection').notNull(),
    key: text('key').notNull(),
    body: jsonb('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collection, t.key] })],
);

/**
 * The category taxonomy of the wellness catalogs (live classes, recorded classes, contents): the
 * slug their `category` holds and `?category=` filters on, the Spanish label, the display order.
 */
export const categories = pgTable('categories', {
  slug: text('slug').primaryKey(),
  label: text('label').notNull(),
  position: integer('position').notNull(),
});

/** Catalog entries are paged and filtered: the columns the queries need, the card as JSON. */
const catalogColumns = {
  slug: text('slug').primaryKey(),
  category: text('category').notNull(),
  position: integer('position').notNull(),
  body: jsonb('body').notNull(),
};

/**
 * Live classes: the catalog columns, and `seats_taken`, the reservations not cancelled of each
 * class (the body holds its `capacity`). A seat is taken with one conditional UPDATE of this
 * counter on the class row locked for the reservation's transaction (`content/reservations.ts`),
 * so the count can never pass the capacity, whatever number of requests run at once.
 */
export const liveClasses = pgTable(
  'live_classes',
  { ...catalogColumns, seatsTaken: integer('seats_taken').notNull().default(0) },
  (t) => [
    index('live_classes_category_idx').on(t.category, t.position),
    index('live_classes_position_idx').on(t.position),
    check('live_classes_seats_taken_check', sql`${t.seatsTaken} >= 0`),
  ],
);

export const recordedClasses = pgTable('recorded_classes', catalogColumns, (t) => [
  index('recorded_classes_category_idx').on(t.category, t.position),
  index('recorded_classes_position_idx').on(t.position),
]);

export const contents = pgTable(
  'contents',
  { ...catalogColumns, publicationType: text('publication_type').notNull() },
  (t) => [
    index('contents_category_idx').on(t.category, t.position),
    index('contents_type_idx').on(t.publicationType, t.position),
    index('contents_position_idx').on(t.position),
  ],
);

/** Vive sanamente publications, filtered by category, pillar, topics and type. */
export const publications = pgTable(
  'publications',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    type: text('type').notNull(),
    categoryId: integer('category_id').notNull(),
    pillarId: integer('pillar_id').notNull(),
    topicIds: integer('topic_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    body: jsonb('body').notNull(),
  },
  (t) => [index('publications_published_idx').on(t.publishedAt)],
);

/** Search tags with their most-searched counter (incremented atomically in SQL). */
export const searchTags = pgTable('search_tags', {
  id: integer('id').primaryKey(),
  tag: text('tag').notNull().unique(),
  /** How people read it, with its accents («Hipertensión»); `tag` is the search key. */
  name: text('name').notNull(),
  total: integer('total').notNull().default(0),
  status: text('status').notNull(),
});

/** Symptoms and diseases: `initial` is the directory filter (first letter, accents folded). */
export const symptoms = pgTable(
  'symptoms',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    initial: text('initial').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    mostSearched: integer('most_searched').notNull().default(0),
    status: text('status').notNull(),
    body: jsonb('body').notNull(),
    /**
     * Slugs of the mini-manuals that go with the condition (issue #31, migration 0013), in the
     * seed's order; the detail answers the active ones (`miniManuales`).
     */
    miniManuals: text('mini_manuals')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The search's folded name (`search_fold`: lower case, no accents; migration 0012). */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql`search_fold(name)`),
    /** The Spanish stems of the summary, folded (the search's summary words). */
    searchStems: text('search_stems')
      .array()
      .notNull()
      .generatedAlwaysAs(
        sql`tsvector_to_array(to_tsvector('spanish'::regconfig, search_fold(body->>'resumen')))`,
      ),
  },
  (t) => [index('symptoms_initial_idx').on(t.initial)],
);

/**
 * Lay and Peruvian words for a condition of `symptoms` (issue #31: «presión alta» →
 * hipertensión), searched with its name, tags and summary (`content/symptoms.ts`). One term, one
 * condition (the seed check also refuses two terms that differ only in accents or case).
 */
export const symptomSynonyms = pgTable(
  'symptom_synonyms',
  {
    term: text('term').primaryKey(),
    /** The term folded as the search compares it (`search_fold`). */
    searchTerm: text('search_term')
      .notNull()
      .generatedAlwaysAs(sql`search_fold(term)`),
    symptomId: integer('symptom_id')
      .notNull()
      .references(() => symptoms.id, { onDelete: 'cascade' }),
  },
  (t) => [index('symptom_synonyms_symptom_idx').on(t.symptomId)],
);

/** INEI ubigeo: departamento (2 digits), provincia (4), distrito (6); `parent` is the prefix. */
export const ubigeo = pgTable(
  'ubigeo',
  {
    id: text('id').primaryKey(),
    parent: text('parent').notNull(),
    name: text('name').notNull(),
    level: text('level').notNull(),
  },
  (t) => [index('ubigeo_parent_idx').on(t.parent)],
);

export const campaigns = pgTable('campaigns', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  active: boolean('active').notNull().default(false),
  body: jsonb('body').notNull(),
});

/** Every form post, validated against its schema, kept with its type. */
/**
 * The forms' submissions (issue #32). `reference` (`CITA-000042`) is computed from the form and
 * the id (`FORM_PREFIXES` of `content/forms.ts` says the same). A post with an `Idempotency-Key`
 * keeps it with a hash of what it sent (`request_hash`): the unique index makes two posts of the
 * same key one row. The health-data forms keep the consent version accepted and when; a comment
 * has its moderation `status` (`pendiente` | `aprobado` | `rechazado`; null for other forms).
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    form: text('form').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reference: text('reference')
      .notNull()
      .generatedAlwaysAs(
        sql`(CASE form WHEN 'comments' THEN 'COM' WHEN 'qualification' THEN 'CAL' WHEN 'request-appointment' THEN 'CITA' WHEN 'nutrition' THEN 'NUT' WHEN 'maternity' THEN 'MAT' WHEN 'always-healthy' THEN 'PRE' WHEN 'strong-as-iron' THEN 'FCH' ELSE 'FRM' END) || '-' || lpad(id::text, greatest(6, length(id::text)), '0')`,
      ),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    consentVersion: text('consent_version'),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    status: text('status'),
  },
  (t) => [
    index('form_submissions_form_idx').on(t.form, t.createdAt),
    uniqueIndex('form_submissions_reference_idx').on(t.reference),
    uniqueIndex('form_submissions_idempotency_idx').on(t.form, t.idempotencyKey),
    index('form_submissions_published_idx')
      .on(sql`(${t.payload}->>'page_slug')`, t.createdAt)
      .where(sql`${t.form} = 'comments' AND ${t.status} = 'aprobado'`),
  ],
);

export const formAttachments = pgTable('form_attachments', {
  id: serial('id').primaryKey(),
  submissionId: integer('submission_id')
    .notNull()
    .references(() => formSubmissions.id, { onDelete: 'cascade' }),
  filename: text('filename').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
});

/** In-person classes (experiencias presenciales), paged and filtered by discipline (`category`). */
export const inPersonClasses = pgTable('inperson_classes', catalogColumns, (t) => [
  index('inperson_classes_category_idx').on(t.category, t.position),
  index('inperson_classes_position_idx').on(t.position),
]);

/**
 * The dated occurrences of the in-person classes' weekly schedules (issue #29): what a member
 * reserves is one of them, not the class. `slug` is `<class slug>--YYYY-MM-DD-HHMM` (the start in
 * Lima), so filling the window again (`content/inperson-occurrences.ts`) inserts nothing twice;
 * the body holds what reserving reads as it reads a live class's (`starts_at`, `capacity`…);
 * `seats_taken` counts their reservations not cancelled, as `live_classes.seats_taken` does.
 */
export const inPersonOccurrences = pgTable(
  'inperson_occurrences',
  {
    slug: text('slug').primaryKey(),
    classSlug: text('class_slug')
      .notNull()
      .references(() => inPersonClasses.slug, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    body: jsonb('body').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
  },
  (t) => [
    uniqueIndex('inperson_occurrences_class_start_idx').on(t.classSlug, t.startsAt),
    check('inperson_occurrences_seats_taken_check', sql`${t.seatsTaken} >= 0`),
  ],
);

/**
 * Sessions with experts, listed by specialty and read by slug; `seats_taken` counts their
 * reservations not cancelled (issue #29), as `live_classes.seats_taken` does (the body holds the
 * `capacity` of a session reserved through VivaSalud).
 */
export const expertSessions = pgTable(
  'expert_sessions',
  {
    slug: text('slug').primaryKey(),
    specialtyId: integer('specialty_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    body: jsonb('body').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
  },
  (t) => [
    index('expert_sessions_specialty_idx').on(t.specialtyId, t.startsAt),
    check('expert_sessions_seats_taken_check', sql`${t.seatsTaken} >= 0`),
  ],
);

/**
 * How much of each recorded class a user watched: the highest percentage, the last position
 * saved, and when the saves of the last minute were made (`recent_saves`, the rolling window of
 * the save limit: kept on the row, so one conditional upsert counts and stores a save atomically).
 */
export const recordedClassProgress = pgTable(
  'recorded_class_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug')
      .notNull()
      .references(() => recordedClasses.slug, { onDelete: 'cascade' }),
    progress: real('progress').notNull(),
    positionSeconds: doublePrecision('position_seconds').notNull().default(0),
    recentSaves: timestamp('recent_saves', { withTimezone: true })
      .array()
      .notNull()
      .default(sql`'{}'`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.slug] }),
    index('recorded_class_progress_user_idx').on(t.userId, t.updatedAt),
  ],
);

/**
 * Telemedicine call requests of pro members (issue #29): the number to call back (E.164) and the
 * member's consent to the use of their health data (Ley 29733) — the version of the consent text
 * they accepted and when. Nullable only for requests made before the consent was asked.
 */
export const telemedicineCalls = pgTable('telemedicine_calls', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  specialty: text('specialty').notNull(),
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  phone: text('phone'),
  consentVersion: text('consent_version'),
  consentedAt: timestamp('consented_at', { withTimezone: true }),
});

/**
 * Seats of members in live classes (issue #28), in sessions with experts and in the occurrences
 * of in-person classes (issue #29): each row names exactly one of them (`slug`, a live class,
 * `expert_session_slug` or `inperson_occurrence_slug`; the table keeps its first name). `reserved` holds a seat (counted in the target's `seats_taken`); `cancelled`
 * freed it. A member holds at most one seat per class or session: the partial unique indexes
 * refuse a second `reserved` row of the same user and target.
 */
export const liveClassReservations = pgTable(
  'live_class_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').references(() => liveClasses.slug, { onDelete: 'cascade' }),
    expertSessionSlug: text('expert_session_slug').references(() => expertSessions.slug, {
      onDelete: 'cascade',
    }),
    inPersonOccurrenceSlug: text('inperson_occurrence_slug').references(
      () => inPersonOccurrences.slug,
      { onDelete: 'cascade' },
    ),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('live_class_reservations_one_seat_idx')
      .on(t.userId, t.slug)
      .where(sql`status = 'reserved'`),
    uniqueIndex('live_class_reservations_one_session_seat_idx')
      .on(t.userId, t.expertSessionSlug)
      .where(sql`status = 'reserved'`),
    uniqueIndex('live_class_reservations_one_occurrence_seat_idx')
      .on(t.userId, t.inPersonOccurrenceSlug)
      .where(sql`status = 'reserved'`),
    index('live_class_reservations_user_idx').on(t.userId, t.createdAt),
    check('live_class_reservations_status_check', sql`${t.status} in ('reserved', 'cancelled')`),
    check(
      'live_class_reservations_one_target_check',
      sql`num_nonnulls(${t.slug}, ${t.expertSessionSlug}, ${t.inPersonOccurrenceSlug}) = 1`,
    ),
  ],
);

/**
 * The `Idempotency-Key` of each reservation or telemedicine call request (a client-made UUID, per
 * user): the same key again answers the reservation or the call request it made, never a second
 * one. Each key names exactly one of them.
 */
export const reservationIdempotencyKeys = pgTable(
  'reservation_idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: uuid('key').notNull(),
    reservationId: uuid('reservation_id').references(() => liveClassReservations.id, {
      onDelete: 'cascade',
    }),
    telemedicineCallId: uuid('telemedicine_call_id').references(() => telemedicineCalls.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    check(
      'reservation_idempotency_keys_one_target_check',
      sql`num_nonnulls(${t.reservationId}, ${t.telemedicineCallId}) = 1`,
    ),
  ],
);

/**
 * The scheduler's jobs (`src/scheduler.ts`): work due at `run_at` (the reservation reminders),
 * run at least once by whichever instance claims it first. `unique_key` names the job (one per
 * reservation and reminder) and is also the outbox message's key, so a job run twice mails once.
 * `pending` → `running` (claimed until `locked_until`; a claim that lapses is taken again) →
 * `done`, `cancelled` (its reservation was cancelled), `skipped` (too late) or `failed` (after
 * the last attempt).
 */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    uniqueKey: text('unique_key').notNull().unique(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('scheduled_jobs_due_idx').on(t.status, t.runAt),
    check(
      'scheduled_jobs_status_check',
      sql`${t.status} in ('pending', 'running', 'done', 'cancelled', 'skipped', 'failed')`,
    ),
  ],
);

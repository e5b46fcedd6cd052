import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client';
import { scheduledJobs } from './db/schema';
import { addSeconds, ts, type Clock } from './clock';

/**
 * The service's scheduler (issue #28): jobs in Postgres (`scheduled_jobs`), due at `run_at`, run
 * at least once by whichever instance claims them first. A claim is one UPDATE of the due rows
 * picked with `FOR UPDATE SKIP LOCKED`, so two instances running at once never take the same job;
 * a claim that lapses (an instance stopped mid-job) is taken again after `lockSeconds`. A job's
 * work must therefore be safe to repeat: the reservation reminders put their message in the
 * outbox under the job's `unique_key` (`outbox_messages.dedupe_key`, unique), so a job run twice
 * mails once.
 */

/** What a job's handler did: only `sent` counts in `/dev/scheduler/run`'s answer. */
export type JobOutcome = 'sent' | 'duplicate' | 'cancelled' | 'skipped';

export interface Job {
  id: number;
  kind: string;
  uniqueKey: string;
  runAt: Date;
  payload: unknown;
  attempts: number;
}

/** The work of one kind of job, at the instant the scheduler runs (`now`). */
export type JobHandler = (job: Job, now: Date) => Promise<JobOutcome>;

/** A job to schedule: its kind, its key (one job per key, ever) and when it is due. */
export interface NewJob {
  kind: string;
  uniqueKey: string;
  runAt: Date;
  payload: unknown;
}

type Executor = Pick<Database, 'insert' | 'update'>;

/** Schedules jobs (a key already scheduled is left as it is); inside the caller's transaction. */
export async function scheduleJobs(db: Executor, jobs: NewJob[], now: Date): Promise<void> {
  if (!jobs.length) return;
  await db
    .insert(scheduledJobs)
    .values(jobs.map((job) => ({ ...job, status: 'pending', createdAt: now })))
    .onConflictDoNothing({ target: scheduledJobs.uniqueKey });
}

/** Cancels the jobs of these keys that have not run yet (a job running now checks by itself). */
export async function cancelJobs(db: Executor, keys: string[], now: Date): Promise<void> {
  if (!keys.length) return;
  await db
    .update(scheduledJobs)
    .set({ status: 'cancelled', finishedAt: now, lockedUntil: null })
    .where(and(inArray(scheduledJobs.uniqueKey, keys), eq(scheduledJobs.status, 'pending')));
}

export interface SchedulerOptions {
  db: Database;
  handlers: Record<string, JobHandler>;
  logger: FastifyBaseLogger;
  /** How long a claim holds a job before another instance may take it again. */
  lockSeconds?: number;
  /** Attempts before a job that keeps failing is left `failed`. */
  maxAttempts?: number;
  /** Jobs claimed at once. */
  batchSize?: number;
}

export type Scheduler = ReturnType<typeof createScheduler>;

export function createScheduler({
  db,
  handlers,
  logger,
  lockSeconds = 120,
  maxAttempts = 5,
  batchSize = 20,
}: SchedulerOptions) {
  const j = scheduledJobs;

  /** Claims up to `batchSize` jobs due at `now`: pending ones, and running ones whose claim lapsed. */
  async function claim(now: Date): Promise<Job[]> {
    const due = sql`select ${j.id} from ${j}
      where ${j.runAt} <= ${ts(now)}
        and (${j.status} = 'pending' or (${j.status} = 'running' and ${j.lockedUntil} <= ${ts(now)}))
      order by ${j.runAt}, ${j.id}
      limit ${batchSize}
      for update skip locked`;
    return db
      .update(j)
      .set({
        status: 'running',
        lockedUntil: addSeconds(now, lockSeconds),
        attempts: sql`${j.attempts} + 1`,
      })
      .where(sql`${j.id} in (${due})`)
      .returning({
        id: j.id,
        kind: j.kind,
        uniqueKey: j.uniqueKey,
        runAt: j.runAt,
        payload: j.payload,
        attempts: j.attempts,
      });
  }

  /** Closes a claimed job (only while it is still this claim's: not if it was cancelled meanwhile). */
  async function finish(job: Job, status: string, now: Date, error?: string) {
    const retry = status === 'pending';
    await db
      .update(j)
      .set({
        status,
        lockedUntil: null,
        finishedAt: retry ? null : now,
        lastError: error ?? null,
        // A failed attempt waits a minute more each time before the next.
        ...(retry ? { runAt: addSeconds(now, 60 * job.attempts) } : {}),
      })
      .where(and(eq(j.id, job.id), eq(j.status, 'running')));
  }

  /** Runs every job due at `now` (batch after batch); answers how many messages went out. */
  async function runDue(now: Date): Promise<number> {
    let sent = 0;
    for (;;) {
      const jobs = await claim(now);
      for (const job of jobs) {
        const handler = handlers[job.kind];
        try {
          if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
          const outcome = await handler(job, now);
          if (outcome === 'sent') sent += 1;
          await finish(job, outcome === 'sent' || outcome === 'duplicate' ? 'done' : outcome, now);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          const last = job.attempts >= maxAttempts;
          logger.error(
            { job: job.id, kind: job.kind, attempts: job.attempts },
            'scheduler: job failed',
          );
          await finish(job, last ? 'failed' : 'pending', now, reason.slice(0, 500));
        }
      }
      if (jobs.length < batchSize) return sent;
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  return {
    runDue,
    /**
     * Runs the due jobs every `intervalMs` at the clock's time until `stop`; a run never starts
     * while the previous one is still going.
     */
    start(intervalMs: number, clock: Clock) {
      if (timer || intervalMs <= 0) return;
      let busy = false;
      timer = setInterval(() => {
        if (busy) return;
        busy = true;
        running = runDue(clock.now())
          .catch((error: unknown) => {
            const reason = error instanceof Error ? error.message : String(error);
            logger.error({ reason }, 'scheduler: run failed');
          })
          .finally(() => {
            busy = false;
          });
      }, intervalMs);
      timer.unref();
    },
    /** Stops the interval and waits for a run under way (the service's shutdown). */
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

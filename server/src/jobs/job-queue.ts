import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DbDialect } from '../db/connection';
import type { Database, JobsTable } from '../db/schema';

export type Job = Selectable<JobsTable>;
type Db = Kysely<Database>;

/** How long a running job is held before another instance may presume its runner dead (its runner extends it while it runs). */
export const LEASE_MS = 5 * 60_000;
/** Claims a job gets: a runner that keeps failing or dying leaves it `failed` after the last. */
export const MAX_ATTEMPTS = 5;
/** The NOTIFY channel a PostgreSQL enqueue wakes the runners on (sent in the enqueuing transaction, heard at commit). */
export const JOBS_CHANNEL = 'studydesk_jobs';

export interface NewJob {
  name: string;
  payload: unknown;
  runAt: number;
  /** idempotency key: a second insert with it is a no-op returning the first job's id */
  key?: string;
  /** mails: what kind of message and to whom */
  kind?: string;
  recipient?: string;
}

/**
 * Queues a job in `db` (a transaction: it exists only if that commits). With a `key`
 * already queued, inserts nothing (`on conflict do nothing`, which waits for a concurrent
 * transaction holding the same key) and returns the existing job's id.
 */
export async function insertJob(db: Db, dialect: DbDialect, job: NewJob, now: number): Promise<number> {
  const row = await db
    .insertInto('jobs')
    .values({
      name: job.name,
      payload: JSON.stringify(job.payload),
      state: 'queued',
      run_at: job.runAt,
      created_at: now,
      updated_at: now,
      key: job.key ?? null,
      kind: job.kind ?? null,
      recipient: job.recipient ?? null,
    })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (dialect === 'postgres') await sql`select pg_notify(${JOBS_CHANNEL}, ${job.name})`.execute(db);
  if (row) return Number(row.id);
  const existing = await db.selectFrom('jobs').select('id').where('key', '=', job.key ?? '').executeTakeFirstOrThrow();
  return Number(existing.id);
}

/** What the runners look for: queued and due, or running past its lease (its runner is presumed dead). */
function dueCondition(names: readonly string[], now: number) {
  return sql`name in (${sql.join(names)})
    and ((state = 'queued' and run_at <= ${now}) or (state = 'running' and locked_until < ${now}))`;
}

/**
 * Whether any job is due, and when the next queued one will be: a read only, so an idle
 * instance looking writes nothing (docs/architecture.md#outbox).
 */
export async function lookForJobs(db: Db, names: readonly string[], now: number): Promise<{ due: boolean; nextRunAt: number | null }> {
  if (names.length === 0) return { due: false, nextRunAt: null };
  const due = await sql<{ id: number }>`select id from jobs where ${dueCondition(names, now)} limit 1`.execute(db);
  const next = await sql<{ next: number | null }>`
    select min(run_at) as next from jobs where name in (${sql.join(names)}) and state = 'queued'`.execute(db);
  const nextRunAt = next.rows[0]?.next;
  return { due: due.rows.length > 0, nextRunAt: nextRunAt === null || nextRunAt === undefined ? null : Number(nextRunAt) };
}

/**
 * Takes one due job for this runner, or none: a single UPDATE that flips it to `running`
 * with a fresh claim token and counts the attempt, so two runners can never both hold it.
 * PostgreSQL skips rows another runner has locked instead of waiting for them; SQLite runs
 * one writer at a time. A job past its lease whose last attempt is used up is not claimed
 * again: it is marked `failed` (its runner died each time).
 */
export async function claimJob(
  db: Db,
  dialect: DbDialect,
  names: readonly string[],
  now: number,
  leaseMs = LEASE_MS,
  maxAttempts = MAX_ATTEMPTS,
): Promise<Job | null> {
  if (names.length === 0) return null;
  await sql`
    update jobs set state = 'failed', locked_until = null, claim_token = null, updated_at = ${now},
      last_error = coalesce(last_error, 'the runner stopped before the job was done')
    where name in (${sql.join(names)}) and state = 'running' and locked_until < ${now} and attempts >= ${maxAttempts}`.execute(db);
  const lock = dialect === 'postgres' ? sql`for update skip locked` : sql``;
  const token = randomBytes(16).toString('hex');
  const result = await sql<Job>`
    update jobs set state = 'running', attempts = attempts + 1, locked_until = ${now + leaseMs}, claim_token = ${token}, updated_at = ${now}
    where id = (
      select id from jobs
      where ${dueCondition(names, now)} and (state = 'queued' or attempts < ${maxAttempts})
      order by run_at, id
      limit 1
      ${lock}
    )
    returning *`.execute(db);
  return result.rows[0] ?? null;
}

/** Marks the job done; false (nothing changed) when `token` no longer holds it. */
export async function finishJob(db: Db, id: number, token: string, now = Date.now()): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ state: 'done', locked_until: null, last_error: null, claim_token: null, updated_at: now })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .where('claim_token', '=', token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Keeps holding a running job; false when its lease was lost (another runner took it): stop. */
export async function extendLease(db: Db, id: number, token: string, now: number, leaseMs = LEASE_MS): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ locked_until: now + leaseMs })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .where('claim_token', '=', token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The pause before the next try: growing with each, at most an hour. */
function retryDelay(attempts: number): number {
  return Math.min(60 * 60_000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Back to the queue after a pause growing with each try, or `failed` after the last;
 * false (nothing changed) when `token` no longer holds it.
 */
export async function failJob(db: Db, job: Pick<Job, 'id' | 'attempts'>, token: string, error: string, now: number, maxAttempts = MAX_ATTEMPTS): Promise<boolean> {
  const last = job.attempts >= maxAttempts;
  const result = await db
    .updateTable('jobs')
    .set({
      state: last ? 'failed' : 'queued',
      run_at: now + retryDelay(job.attempts),
      locked_until: null,
      claim_token: null,
      last_error: error.slice(0, 2000),
      updated_at: now,
    })
    .where('id', '=', job.id)
    .where('state', '=', 'running')
    .where('claim_token', '=', token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Puts a failed job back in the queue, due now, with its tries counted afresh (an admin's
 * "Retry"). 'missing' / 'not-failed' when there is nothing to retry.
 */
export async function retryFailedJob(db: Db, id: number, now: number): Promise<'queued' | 'missing' | 'not-failed'> {
  const result = await db
    .updateTable('jobs')
    .set({ state: 'queued', run_at: now, attempts: 0, locked_until: null, claim_token: null, updated_at: now })
    .where('id', '=', id)
    .where('state', '=', 'failed')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return 'queued';
  const row = await db.selectFrom('jobs').select('id').where('id', '=', id).executeTakeFirst();
  return row ? 'not-failed' : 'missing';
}

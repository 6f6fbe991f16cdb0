import { sql, type Kysely, type Selectable } from 'kysely';
import type { DbDialect } from '../db/connection';
import type { Database, JobsTable } from '../db/schema';

export type Job = Selectable<JobsTable>;
type Db = Kysely<Database>;

/** How long a running job is held before another instance may presume its runner dead. */
export const LEASE_MS = 5 * 60_000;
export const MAX_ATTEMPTS = 5;

export async function insertJob(db: Db, name: string, payload: unknown, runAt: number, now: number): Promise<number> {
  const row = await db
    .insertInto('jobs')
    .values({ name, payload: JSON.stringify(payload), state: 'queued', run_at: runAt, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Takes one due job for this instance, or none: a single UPDATE that flips it to
 * `running`, so two instances can never both take it. PostgreSQL skips rows another
 * runner has locked instead of waiting for them; SQLite runs one writer at a time.
 * `id`: that job only (the instance that queued it runs it at once when it can).
 */
export async function claimJob(db: Db, dialect: DbDialect, names: readonly string[], now: number, id?: number): Promise<Job | null> {
  if (names.length === 0) return null;
  const lock = dialect === 'postgres' ? sql`for update skip locked` : sql``;
  const only = id === undefined ? sql`` : sql`and id = ${id}`;
  const result = await sql<Job>`
    update jobs set state = 'running', attempts = attempts + 1, locked_until = ${now + LEASE_MS}
    where id = (
      select id from jobs
      where name in (${sql.join(names)}) ${only}
        and ((state = 'queued' and run_at <= ${now}) or (state = 'running' and locked_until < ${now}))
      order by run_at, id
      limit 1
      ${lock}
    )
    returning *`.execute(db);
  return result.rows[0] ?? null;
}

export async function finishJob(db: Db, id: number): Promise<void> {
  await db.updateTable('jobs').set({ state: 'done', locked_until: null, last_error: null }).where('id', '=', id).execute();
}

/** Back to the queue after a pause growing with each try, or `failed` after the last. */
export async function failJob(db: Db, job: Job, error: string, now: number): Promise<void> {
  const last = job.attempts >= MAX_ATTEMPTS;
  const retryIn = Math.min(60 * 60_000, 30_000 * 2 ** (job.attempts - 1));
  await db
    .updateTable('jobs')
    .set({ state: last ? 'failed' : 'queued', run_at: now + retryIn, locked_until: null, last_error: error.slice(0, 2000) })
    .where('id', '=', job.id)
    .execute();
}

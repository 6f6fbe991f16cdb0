import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

/**
 * Takes the run of `kind` for the local `day`: true for the one caller, across every
 * instance and worker, whose row went in (docs/product-rules.md#r-mail-1).
 */
export async function claimRun(db: Db, kind: string, day: string): Promise<boolean> {
  const row = await db
    .insertInto('scheduled_runs')
    .values({ kind, day })
    .onConflict((conflict) => conflict.columns(['kind', 'day']).doNothing())
    .returning('kind')
    .executeTakeFirst();
  return row !== undefined;
}

/** The runs already queued for the local `day` (a read: the scheduler writes only when one is missing). */
export function runsOfDay(db: Db, day: string): Promise<Array<{ kind: string }>> {
  return db.selectFrom('scheduled_runs').select('kind').where('day', '=', day).execute();
}

/** Takes one mail to one person: false when it was queued already (a retried run skips it). */
export async function claimMail(db: Db, kind: string, subjectKey: string, userId: number): Promise<boolean> {
  const row = await db
    .insertInto('sent_mails')
    .values({ kind, subject_key: subjectKey, user_id: userId })
    .onConflict((conflict) => conflict.columns(['kind', 'subject_key', 'user_id']).doNothing())
    .returning('kind')
    .executeTakeFirst();
  return row !== undefined;
}


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

/** Takes one mail to one person: false when it was sent already (a retried run skips it). */
export async function claimMail(db: Db, kind: string, subjectKey: string, userId: number): Promise<boolean> {
  const row = await db
    .insertInto('sent_mails')
    .values({ kind, subject_key: subjectKey, user_id: userId })
    .onConflict((conflict) => conflict.columns(['kind', 'subject_key', 'user_id']).doNothing())
    .returning('kind')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives a mail back when sending it failed, so the run's retry sends it. */
export async function releaseMail(db: Db, kind: string, subjectKey: string, userId: number): Promise<void> {
  await db.deleteFrom('sent_mails').where('kind', '=', kind).where('subject_key', '=', subjectKey).where('user_id', '=', userId).execute();
}

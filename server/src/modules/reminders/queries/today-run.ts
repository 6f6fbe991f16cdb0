import type { Kysely } from 'kysely';
import { dateInputValue } from '@studydesk/shared/dates';
import type { Database } from '../../../db/schema';
import { LESSON_REMINDERS_JOB } from '../scheduler';

/**
 * When the run of the site's local day `now` falls on was queued, or null while it has not
 * gone out (docs/product-rules.md#r-mail-1: one run a day, so moving the time earlier after it
 * does not send it again). The lesson reminders' run stands for the day's runs.
 */
export async function todayRunAt(db: Kysely<Database>, now: number, timeZone: string): Promise<number | null> {
  const row = await db
    .selectFrom('scheduled_runs')
    .select('created_at')
    .where('kind', '=', LESSON_REMINDERS_JOB)
    .where('day', '=', dateInputValue(now, timeZone))
    .executeTakeFirst();
  return row ? Number(row.created_at) : null;
}

import type { Kysely } from 'kysely';
import { linkedStudentIds } from '../../../permissions';
import type { Database } from '../../../db/schema';
import { entriesOf, inScope, type Eb, type Range } from './calendar';

type Db = Kysely<Database>;

/** Whose feed: a teacher's or a student's own lessons, or a guardian's linked students' (docs/product-rules.md#r-cal-5). */
export interface FeedHolder {
  profile: 'teacher' | 'student' | 'guardian';
  id: number;
}

/** The lessons of a feed, as a filter on activities: a guardian's are those of every plan a linked student belongs to. */
function inFeedOf(db: Db, eb: Eb, holder: FeedHolder) {
  switch (holder.profile) {
    case 'teacher':
      return inScope(eb, { kind: 'teacher', teacherId: holder.id });
    case 'student':
      return inScope(eb, { kind: 'student', studentId: holder.id });
    case 'guardian':
      return eb(
        'activities.study_plan_id',
        'in',
        eb.selectFrom('study_plan_members').select('study_plan_members.study_plan_id').where('study_plan_members.student_id', 'in', linkedStudentIds(db, holder.id)),
      );
  }
}

/** Every lesson of a feed in the range, for the iCal feed. */
export async function feedLessons(db: Db, holder: FeedHolder, range: Range, limit: number) {
  const rows = await entriesOf(db, (eb) => inFeedOf(db, eb, holder), range)
    .innerJoin('study_plans', 'study_plans.id', 'activities.study_plan_id')
    .select([
      'activities.id',
      'activities.lesson_title',
      'activities.description',
      'activities.start_time',
      'activities.lesson_length',
      'activities.is_completed',
      'activities.outcome',
      'activities.revision',
      'activities.updated_at',
      'activities.created_at',
      'study_plans.title as plan_title',
      'study_plans.code as plan_code',
    ])
    .orderBy('activities.start_time', 'asc')
    .orderBy('activities.id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    start_time: Number(row.start_time),
    lesson_length: Number(row.lesson_length),
    revision: Number(row.revision),
    updated_at: Number(row.updated_at),
    created_at: Number(row.created_at),
  }));
}

/** The feed of a user, if on. */
export async function findFeed(db: Db, userId: number): Promise<{ createdAt: number } | null> {
  const row = await db.selectFrom('calendar_feeds').select('created_at').where('user_id', '=', userId).executeTakeFirst();
  return row ? { createdAt: Number(row.created_at) } : null;
}

/** Turns the feed on under a new secret; the previous secret stops working at once. */
export async function replaceFeed(db: Db, userId: number, tokenHash: string, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
    await trx.insertInto('calendar_feeds').values({ user_id: userId, token_hash: tokenHash, created_at: now }).execute();
  });
}

export async function deleteFeed(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
}

/** The owner of a feed secret, if the feed is on and its owner is still active. */
export async function feedOwner(db: Db, tokenHash: string): Promise<{ id: number; profile: Database['users']['profile'] } | null> {
  const row = await db
    .selectFrom('calendar_feeds')
    .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
    .select(['users.id', 'users.profile'])
    .where('calendar_feeds.token_hash', '=', tokenHash)
    .where('users.archived', '=', 0)
    .executeTakeFirst();
  return row ? { id: Number(row.id), profile: row.profile } : null;
}

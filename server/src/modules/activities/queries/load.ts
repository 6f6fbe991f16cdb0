import { sql, type Kysely } from 'kysely';
import { preparedQuery } from '../../../db/prepared-queries';
import type { Activity, Database } from '../../../db/schema';
import { commentVisibleTo, type AuthUser } from '../../../permissions';

type Db = Kysely<Database>;

const commentColumns = [
  'comments.id',
  'comments.activity_id',
  'comments.text',
  'comments.created_at',
  'comments.audience',
  'users.id as author_id',
  'users.first_name',
  'users.last_name',
  'users.title',
  'users.profile',
  'users.profile_pic',
] as const;

/**
 * The comments `reader` may read (docs/product-rules.md#r-comment-2), joined with their
 * authors; callers add filters, order and paging.
 */
export function selectComments(db: Db, reader: Pick<AuthUser, 'profile'>) {
  return db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.author_id')
    .select(commentColumns)
    .where((eb) => commentVisibleTo(eb, reader));
}

export type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['executeTakeFirstOrThrow']>>;

const firstComments = preparedQuery(
  (db, values: { ids: number[]; pageSize: number; profile: AuthUser['profile'] }) => {
    const ranked = selectComments(db, values)
      .select(sql<number>`row_number() over (partition by comments.activity_id order by comments.created_at desc, comments.id desc)`.as('rank'))
      .where('comments.activity_id', 'in', values.ids);
    return db.selectFrom(ranked.as('c')).selectAll().where('c.rank', '<=', values.pageSize).orderBy('c.activity_id').orderBy('c.rank');
  },
  { shape: ['profile'] },
);

/**
 * The first comments page (newest first) of each of these activities, in one query: each
 * activity's comments are ranked and the first `pageSize` kept.
 */
export function firstCommentRows(db: Db, activityIds: readonly number[], pageSize: number, reader: Pick<AuthUser, 'profile'>) {
  return firstComments.rows(db, { ids: [...activityIds], pageSize, profile: reader.profile });
}

/** Activities with their plan's kind and what the list shows counted: one row each. */
const activityRows = preparedQuery(
  (db, values: { ids: number[]; profile: AuthUser['profile'] }) =>
    db
      .selectFrom('activities')
      .innerJoin('study_plans', 'study_plans.id', 'activities.study_plan_id')
      .selectAll('activities')
      .select((eb) => [
        'study_plans.is_group',
        eb
          .selectFrom('comments')
          .select((e) => e.fn.countAll().as('n'))
          .whereRef('comments.activity_id', '=', 'activities.id')
          .where((e) => commentVisibleTo(e, values))
          .as('comments_size'),
        eb
          .selectFrom('study_plan_members as m')
          .select((e) => e.fn.countAll().as('n'))
          .whereRef('m.study_plan_id', '=', 'activities.study_plan_id')
          .as('member_count'),
        // a make-up lesson is one that used a credit (docs/product-rules.md#r-pay-2)
        eb.selectFrom('make_up_credits as c').select((e) => e.fn.countAll().as('n')).whereRef('c.used_by_activity_id', '=', 'activities.id').as('credits_used'),
      ])
      .where('activities.id', 'in', values.ids),
  { shape: ['profile'] },
);

/** An activity with what the list shows counted (activityRows). */
export type ActivityRow = Activity & {
  comments_size: number | string | bigint | null;
  member_count: number | string | bigint | null;
  credits_used?: number | string | bigint | null;
};

/** Activities with their plan's kind and their counts, one row each, in no particular order. */
export function findActivityRows(db: Db, ids: readonly number[], reader: Pick<AuthUser, 'profile'>) {
  return activityRows.rows(db, { ids: [...ids], profile: reader.profile });
}

const activityMemberRows = preparedQuery((db, values: { ids: number[] }) =>
  db
    .selectFrom('activities')
    .innerJoin('study_plan_members as m', 'm.study_plan_id', 'activities.study_plan_id')
    .innerJoin('users', 'users.id', 'm.student_id')
    .leftJoin('activity_members as am', (join) =>
      join.onRef('am.activity_id', '=', 'activities.id').onRef('am.student_id', '=', 'm.student_id'),
    )
    .select(['activities.id as activity_id', 'users.id', 'users.first_name', 'users.last_name', 'users.title', 'am.attended', 'am.feedback'])
    .where('activities.id', 'in', values.ids)
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('users.id'),
);

/** A member of a group activity's plan, with their attendance row's columns (null when there is none). */
export interface MemberRow {
  activity_id: number;
  id: number;
  first_name: string;
  last_name: string;
  title: string;
  attended: number | null;
  feedback: string | null;
}

/**
 * Attendance of group activities: every current member of the plan, with their
 * activity_members row when there is one.
 */
export function findActivityMemberRows(db: Db, activityIds: readonly number[]): Promise<MemberRow[]> {
  return activityMemberRows.rows(db, { ids: [...activityIds] });
}

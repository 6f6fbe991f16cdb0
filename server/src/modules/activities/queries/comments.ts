import type { ExpressionBuilder, Kysely } from 'kysely';
import { offsetPage } from '../../../db/paging';
import { readTogether } from '../../../db/read-together';
import type { Database } from '../../../db/schema';
import type { CommentAudience } from '@studydesk/shared/contracts';
import { PLAN_DEFAULT_AUDIENCE, commentVisibleTo, notFound, planAccessOf, readablePlanIds, readsPlan, type AuthUser, type PlanAccess } from '../../../permissions';
import { selectComments, type CommentRow } from './load';

type Db = Kysely<Database>;

/**
 * A student's comment with no later comment by a teacher or admin on the same activity:
 * a ticket (docs/product-rules.md#r-dash-2). Usable wherever `comments` and its author `users` are in scope.
 */
export function unansweredComment(eb: ExpressionBuilder<Database, 'comments' | 'users'>) {
  return eb.and([
    eb('users.profile', '=', 'student'),
    eb.not(
      eb.exists(
        eb
          .selectFrom('comments as reply')
          .innerJoin('users as replier', 'replier.id', 'reply.author_id')
          .select('reply.id')
          .whereRef('reply.activity_id', '=', 'comments.activity_id')
          .whereRef('reply.created_at', '>', 'comments.created_at')
          .where('replier.profile', '!=', 'student'),
      ),
    ),
  ]);
}

/**
 * Adds a comment for `audience`; returns it as its author reads it, and how many of the
 * activity's comments the author may read now (the two reads go out together).
 */
export async function addComment(
  db: Db,
  activity: { id: number; study_plan_id: number },
  author: AuthUser,
  text: string,
  audience: CommentAudience | typeof PLAN_DEFAULT_AUDIENCE,
): Promise<{ comment: CommentRow; commentsSize: number }> {
  const activityId = activity.id;
  const row = await db
    .insertInto('comments')
    .values((eb) => ({
      activity_id: activityId,
      author_id: author.id,
      text,
      // the plan's default is read by the insert itself, not by a statement before it
      audience: audience === PLAN_DEFAULT_AUDIENCE ? eb.selectFrom('study_plans').select('comment_audience').where('id', '=', activity.study_plan_id) : audience,
      created_at: Date.now(),
    }))
    .returning('id')
    .executeTakeFirstOrThrow();
  const [comment, commentsSize] = await readTogether(
    db,
    () => selectComments(db, author).where('comments.id', '=', Number(row.id)).executeTakeFirstOrThrow(),
    () => countComments(db, activityId, author),
  );
  return { comment, commentsSize };
}

/** How many of an activity's comments `reader` may read. */
async function countComments(db: Db, activityId: number, reader: AuthUser): Promise<number> {
  const size = await db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('activity_id', '=', activityId)
    .where((eb) => commentVisibleTo(eb, reader))
    .executeTakeFirstOrThrow();
  return Number(size.n);
}

/**
 * A comment with what decides who may change it, and what the user may do with its plan,
 * read in one statement (docs/architecture.md#access-in-the-read): 404 for a missing
 * comment, then assertCanReadPlan's 404 for a plan that is not the user's.
 */
export async function findCommentFor(db: Db, user: AuthUser, commentId: number): Promise<{ comment: { id: number; author_id: number }; access: PlanAccess }> {
  const row = await db
    .selectFrom('comments')
    .innerJoin('activities', 'activities.id', 'comments.activity_id')
    .select(['comments.id', 'comments.author_id'])
    .select((eb) => readsPlan(db, eb, user, 'activities.study_plan_id').as('plan_readable'))
    .where('comments.id', '=', commentId)
    .executeTakeFirst();
  if (!row) throw notFound('Comment not found');
  const { plan_readable: readable, ...comment } = row;
  return { comment, access: planAccessOf(user, readable) };
}

/** Sets who reads a comment; returns it as `reader` reads it. */
export async function setCommentAudience(db: Db, commentId: number, audience: CommentAudience, reader: AuthUser): Promise<CommentRow> {
  await db.updateTable('comments').set({ audience }).where('id', '=', commentId).execute();
  return selectComments(db, reader).where('comments.id', '=', commentId).executeTakeFirstOrThrow();
}

export interface CommentsFilter {
  activityId?: number;
  /** one plan's comments; null: every active plan the user may read */
  planId: number | null;
  pageIndex: number;
  pageSize: number;
}

/** Comments newest first with their activity and plan, one page, and how many match. */
export async function listComments(db: Db, me: AuthUser, { activityId, planId: planFilter, pageIndex, pageSize }: CommentsFilter) {
  const base = () => {
    let query = selectComments(db, me)
      .innerJoin('activities', 'activities.id', 'comments.activity_id')
      .innerJoin('study_plans', 'study_plans.id', 'activities.study_plan_id');
    if (activityId !== undefined) query = query.where('comments.activity_id', '=', activityId);
    if (planFilter !== null) query = query.where('activities.study_plan_id', '=', planFilter);
    if (planFilter === null) {
      query = query.where('study_plans.archived', '=', 0);
      const readable = readablePlanIds(db, me);
      if (readable) query = query.where('activities.study_plan_id', 'in', readable);
    }
    return query;
  };

  return offsetPage(
    base()
      .select((eb) => [
        'activities.study_plan_id',
        'activities.lesson_title',
        'activities.type as activity_type',
        'study_plans.title as plan_title',
        'study_plans.code as plan_code',
        'study_plans.is_group',
        unansweredComment(eb).as('unanswered'),
      ])
      .orderBy('comments.created_at', 'desc')
      .orderBy('comments.id', 'desc'),
    { pageIndex, pageSize },
  );
}

export type CommentListRow = Awaited<ReturnType<typeof listComments>>['rows'][number];

import type { ExpressionBuilder, Kysely } from 'kysely';
import { offsetPage } from '../../../db/paging';
import type { Database } from '../../../db/schema';
import { readablePlanIds, type AuthUser } from '../../../permissions';
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

/** Adds a comment; returns it as selectComments reads it. */
export async function addComment(db: Db, activityId: number, authorId: number, text: string): Promise<CommentRow> {
  const row = await db
    .insertInto('comments')
    .values({ activity_id: activityId, author_id: authorId, text, created_at: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return selectComments(db).where('comments.id', '=', Number(row.id)).executeTakeFirstOrThrow();
}

export async function countComments(db: Db, activityId: number): Promise<number> {
  const size = await db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('activity_id', '=', activityId)
    .executeTakeFirstOrThrow();
  return Number(size.n);
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
    let query = selectComments(db)
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

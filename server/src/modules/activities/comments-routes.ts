import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ExpressionBuilder } from 'kysely';
import {
  AddCommentRequest,
  AddCommentResponse,
  AllCommentsRequest,
  AllCommentsResponse,
  COMMENTS_PAGE_SIZE,
  errorResponses,
} from '@studydesk/shared/contracts';
import type { Database } from '../../db/schema';
import { assertCanContributeToPlan, assertCanReadPlan, readablePlanIds, requireUser } from '../../permissions';
import { selectComments, toCommentDto } from './dto';
import { findActivity } from './rules';

const TAGS = ['activities'];

/**
 * A student's comment with no later comment by a teacher or admin on the same activity:
 * a ticket (DESIGN §3). Usable wherever `comments` and its author `users` are in scope.
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

/** Comments: add one (POST /v1/activity/comments), read pages (POST /v1/activity/allcomments). */
export const activityCommentRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const db = app.db;

  app.post(
    '/v1/activity/comments',
    {
      schema: {
        tags: TAGS,
        description: 'Adds a comment: admins, the plan\'s teachers and its members (students).',
        body: AddCommentRequest,
        response: { 201: AddCommentResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      const activity = await findActivity(db, request.body.activityId);
      await assertCanContributeToPlan(db, me, activity.study_plan_id);
      const row = await db
        .insertInto('comments')
        .values({ activity_id: activity.id, author_id: me.id, text: request.body.text.trim(), created_at: Date.now() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const comment = await selectComments(db).where('comments.id', '=', Number(row.id)).executeTakeFirstOrThrow();
      const size = await db
        .selectFrom('comments')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('activity_id', '=', activity.id)
        .executeTakeFirstOrThrow();
      return reply.status(201).send({ comment: toCommentDto(comment, publicUrl), commentsSize: Number(size.n) });
    },
  );

  app.post(
    '/v1/activity/allcomments',
    {
      schema: {
        tags: TAGS,
        description: 'Comments newest first: of one activity, of one plan, or (neither given) of every active plan the caller may read.',
        body: AllCommentsRequest,
        response: { 200: AllCommentsResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const { activityId, studyPlanId } = request.body;
      const pageIndex = request.body.pageIndex ?? 0;
      const pageSize = request.body.pageSize ?? COMMENTS_PAGE_SIZE;
      let planFilter: number | null = null;
      if (activityId !== undefined) {
        const activity = await findActivity(db, activityId);
        await assertCanReadPlan(db, me, activity.study_plan_id);
        planFilter = activity.study_plan_id;
      } else if (studyPlanId !== undefined) {
        await assertCanReadPlan(db, me, studyPlanId);
        planFilter = studyPlanId;
      }

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

      const totalRow = await base()
        .clearSelect()
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const total = Number(totalRow.n);
      const rows =
        total === 0
          ? []
          : await base()
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
              .orderBy('comments.id', 'desc')
              .limit(pageSize)
              .offset(pageIndex * pageSize)
              .execute();
      const results = rows.map((row) => ({
        ...toCommentDto(row, publicUrl),
        studyPlanId: Number(row.study_plan_id),
        planTitle: row.plan_title,
        planCode: row.plan_code,
        isGroup: Number(row.is_group) === 1,
        lessonTitle: row.lesson_title,
        activityType: row.activity_type,
        unanswered: row.unanswered === true || Number(row.unanswered) === 1,
      }));
      return { comments: { results, total } };
    },
  );
};

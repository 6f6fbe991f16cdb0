import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddCommentRequest,
  AddCommentResponse,
  AllCommentsRequest,
  AllCommentsResponse,
  COMMENTS_PAGE_SIZE,
  errorResponses,
} from '@studydesk/shared/contracts';
import { assertCanContributeToPlan, assertCanReadPlan, requireUser } from '../../permissions';
import { toCommentListItem, toCommentDto } from './dto';
import { findActivity } from './queries/activities';
import { addComment, countComments, listComments } from './queries/comments';

const TAGS = ['activities'];

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
      const comment = await addComment(db, activity.id, me.id, request.body.text.trim());
      const commentsSize = await countComments(db, activity.id);
      return reply.status(201).send({ comment: toCommentDto(comment, publicUrl), commentsSize });
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

      const { rows, total } = await listComments(db, me, { activityId, planId: planFilter, pageIndex, pageSize });
      const results = rows.map((row) => toCommentListItem(row, publicUrl));
      return { comments: { results, total } };
    },
  );
};

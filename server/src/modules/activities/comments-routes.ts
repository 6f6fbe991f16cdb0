import { COMMENTS_PAGE_SIZE, endpoints } from '@studydesk/shared/contracts';
import { assertCanChangeCommentAudience, assertCanContribute, assertCanReadPlan, audienceOfNewComment } from '../../permissions';
import { toCommentListItem, toCommentDto } from './dto';
import { findActivityFor } from './queries/activities';
import { addComment, findCommentFor, listComments, setCommentAudience } from './queries/comments';
import { routesPlugin } from '../route';

/** Comments: add one (POST /v1/activity/comments), read pages (POST /v1/activity/allcomments). */
export const activityCommentRoutes = routesPlugin('activities', (route, { db }) => {
  route.on(endpoints.activities.addComment, {
    description: "Adds a comment: admins, the plan's teachers and its members (students). Staff may choose its audience (the plan's default otherwise); a student's is `student`.",
    status: 201, errors: [400, 401, 403, 404],
  }, async ({ me, body }) => {
    const { activity } = await findActivityFor(db, me, body.activityId);
    assertCanContribute(me);
    const audience = audienceOfNewComment(me, body.audience);
    const { comment, commentsSize } = await addComment(db, activity, me, body.text.trim(), audience);
    return { comment: toCommentDto(comment), commentsSize };
  });

  route.on(endpoints.activities.commentAudience, {
    description: 'Changes who reads a comment (docs/product-rules.md#r-comment-1): its author among the teachers, or an admin.',
    errors: [400, 401, 403, 404],
  }, async ({ me, params: { commentId }, body: { audience } }) => {
    const { comment } = await findCommentFor(db, me, commentId);
    assertCanChangeCommentAudience(me, comment);
    return { comment: toCommentDto(await setCommentAudience(db, commentId, audience, me)) };
  });

  route.on(endpoints.activities.allComments, {
    description: 'Comments newest first: of one activity, of one plan, or (neither given) of every active plan the caller may read.',
    errors: [400, 401, 403, 404],
  }, async ({ me, body }) => {
    const { activityId, studyPlanId } = body;
    const pageIndex = body.pageIndex ?? 0;
    const pageSize = body.pageSize ?? COMMENTS_PAGE_SIZE;
    let planFilter: number | null = null;
    if (activityId !== undefined) {
      const { activity } = await findActivityFor(db, me, activityId);
      planFilter = activity.study_plan_id;
    } else if (studyPlanId !== undefined) {
      await assertCanReadPlan(db, me, studyPlanId);
      planFilter = studyPlanId;
    }

    const { rows, total } = await listComments(db, me, { activityId, planId: planFilter, pageIndex, pageSize });
    const results = rows.map((row) => toCommentListItem(row));
    return { comments: { results, total } };
  });
});

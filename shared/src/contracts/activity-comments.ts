/**
 * The /v1/activity/* calls about comments (docs/product-rules.md#r-comment-1): add one,
 * change who reads it, and the paged lists of the dialog, a plan and the teacher dashboard.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, MultiLineText, PageOf, PageWindow } from './common';
import { COMMENT_TEXT_MAX, COMMENTS_PAGE_SIZE } from './activity-rules';
import { ActivityTypeSchema, CommentAudience, CommentDto } from './activities';

/** POST /v1/activity/comments — add a comment (teachers of the plan, its members, admins) */
export const AddCommentRequest = Type.Object(
  {
    activityId: Id,
    text: MultiLineText({ maxLength: COMMENT_TEXT_MAX, required: true }),
    /** absent: the plan's default (docs/product-rules.md#r-comment-1) */
    audience: Type.Optional(CommentAudience),
  },
  { additionalProperties: false },
);
export type AddCommentRequest = Static<typeof AddCommentRequest>;

/** PATCH /v1/activity/comments/{commentId}/audience — its author (or an admin) changes who reads it */
export const CommentIdParams = Type.Object({ commentId: Id });
export type CommentIdParams = Static<typeof CommentIdParams>;
export const CommentAudienceRequest = Type.Object({ audience: CommentAudience }, { additionalProperties: false });
export type CommentAudienceRequest = Static<typeof CommentAudienceRequest>;
export const CommentResponse = Type.Object({ comment: CommentDto });
export type CommentResponse = Static<typeof CommentResponse>;

export const AddCommentResponse = Type.Object({ comment: CommentDto, commentsSize: Type.Integer({ minimum: 0 }) });
export type AddCommentResponse = Static<typeof AddCommentResponse>;

/**
 * POST /v1/activity/allcomments — comments newest first, paged: one activity's (the
 * dialog), one plan's, or, with neither, every plan the caller may read (the teacher
 * dashboard's Comments section).
 */
export const AllCommentsRequest = Type.Object(
  {
    activityId: Type.Optional(Id),
    studyPlanId: Type.Optional(Id),
    ...PageWindow(COMMENTS_PAGE_SIZE),
  },
  { additionalProperties: false },
);
export type AllCommentsRequest = Static<typeof AllCommentsRequest>;

/** A comment with where it was made, for lists outside its activity. */
export const CommentListItemDto = Type.Composite([
  CommentDto,
  Type.Object({
    studyPlanId: Id,
    planTitle: Type.String(),
    planCode: Type.String(),
    isGroup: Type.Boolean(),
    lessonTitle: Type.String(),
    activityType: ActivityTypeSchema,
    /** a student's comment no teacher or admin has replied to since (a ticket) */
    unanswered: Type.Boolean(),
  }),
]);
export type CommentListItemDto = Static<typeof CommentListItemDto>;

export const AllCommentsResponse = Type.Object({ comments: PageOf(CommentListItemDto) });
export type AllCommentsResponse = Static<typeof AllCommentsResponse>;

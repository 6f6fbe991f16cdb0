/**
 * Activities (docs/product-rules.md#r-act-3 Activity, Comment) and the /v1/activity/* calls the study-plan view
 * and its activity dialog make: create, update, delete, complete/uncomplete, copy,
 * attendance, comments.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Instant, LiteralUnion, MultiLineText, Nullable, NullableInstant, PersonNameFields, PictureUrl, ProfileType, SingleLineText } from './common';
import { ACTIVITY_DESCRIPTION_MAX, ACTIVITY_TITLE_MAX, FEEDBACK_TEXT_MAX, LESSON_LENGTH_MAX, LESSON_LENGTH_STEP } from './activity-rules';
import { LessonOutcome } from './pay-policy';

export * from './activity-rules';

/** The activity types (docs/product-rules.md#r-act-1). */
export const ActivityTypeSchema = LiteralUnion(['spotlight', 'evaluation', 'activity', 'milestone']);

/** docs/product-rules.md#r-act-2: "difficulty levels 1, 3, 5, 8, 13, 21" */
const DifficultyLevelSchema = Type.Union([1, 3, 5, 8, 13, 21].map((n) => Type.Literal(n)));


/**
 * Who reads a comment (docs/product-rules.md#r-comment-1): `staff` the plan's teachers and
 * admins only; `student` also its students and their guardians; `guardians` staff and
 * the guardians, not the students.
 */
export const COMMENT_AUDIENCES = ['staff', 'student', 'guardians'] as const;
export const CommentAudience = LiteralUnion([...COMMENT_AUDIENCES]);
export type CommentAudience = Static<typeof CommentAudience>;


/** The author of a comment, enough to show a name or initials. */
const CommentAuthorDto = Type.Object({
  id: Id,
  ...PersonNameFields,
  profile: ProfileType,
  profilepic: PictureUrl,
});
type CommentAuthorDto = Static<typeof CommentAuthorDto>;

export const CommentDto = Type.Object(
  {
    id: Id,
    activityId: Id,
    text: Type.String(),
    createdAt: Instant,
    author: CommentAuthorDto,
    audience: CommentAudience,
  },
  { title: 'Comment' },
);
export type CommentDto = Static<typeof CommentDto>;

/** One member of a group activity: attendance and feedback (docs/product-rules.md#r-group-2 student/feedback). */
export const ActivityMemberDto = Type.Object({
  studentId: Id,
  ...PersonNameFields,
  attended: Type.Boolean(),
  feedback: Nullable(Type.String()),
});
export type ActivityMemberDto = Static<typeof ActivityMemberDto>;


export const ActivityDto = Type.Object(
  {
    id: Id,
    studyPlanId: Id,
    /** the teacher who teaches it; teaching time and payment count per teacher. Not sent to students. */
    teacherId: Type.Optional(Nullable(Id)),
    type: ActivityTypeSchema,
    lessonTitle: Type.String(),
    /** day of the start in the site time zone, YYYY-MM-DD; null when not scheduled */
    lessonDate: Nullable(Type.String()),
    description: Type.String(),
    startTime: NullableInstant,
    /** lessons (hours of teaching); spec default 0 */
    lessonLength: Type.Number({ minimum: 0 }),
    meetingStartTime: NullableInstant,
    meetingEndTime: NullableInstant,
    /** members who attended / members (group plans); a student's view counts only themself */
    student: Type.Integer({ minimum: 0 }),
    studentMax: Type.Integer({ minimum: 0 }),
    /** members who left feedback / members */
    feedback: Type.Integer({ minimum: 0 }),
    feedbackMax: Type.Integer({ minimum: 0 }),
    /** docs/product-rules.md#r-paid-1 paid status: 0 unpaid, 1 paid, 2 paid with additional hours. Not sent to students. */
    paid: Type.Optional(Type.Integer({ minimum: -1, maximum: 2 })),
    isCompleted: Type.Boolean(),
    completedAt: NullableInstant,
    /** docs/product-rules.md#r-pay-1: held exactly when completed; a cancelled lesson is not completed; null: none yet */
    outcome: Type.Optional(Nullable(LessonOutcome)),
    /** a make-up lesson: it used one of the student's make-up credits (docs/product-rules.md#r-pay-2) */
    makeUp: Type.Optional(Type.Boolean()),
    difficultyLevel: DifficultyLevelSchema,
    /** newest first: the first page (COMMENTS_PAGE_SIZE) when asked withComments, else [] */
    comments: Type.Array(CommentDto),
    commentsSize: Type.Integer({ minimum: 0 }),
    /** group plans: one row per current member ([] for individual plans); a student gets only their own row */
    members: Type.Array(ActivityMemberDto),
    /** when it last changed: send it back with an update so a change made meanwhile is not overwritten */
    updatedAt: Type.String({ format: 'date-time' }),
    /**
     * Why the signed-in person may not change this lesson (edit, move, complete or un-complete,
     * delete): null when they may. Comments stay open either way.
     */
    lockedBecause: Nullable(Type.Union([Type.Literal('paid'), Type.Literal('other-teacher')])),
  },
  { title: 'Activity' },
);
export type ActivityDto = Static<typeof ActivityDto>;
export type ActivityLock = NonNullable<ActivityDto['lockedBecause']>;

/** `{ activity }`: the answer of every call that returns one activity. */
export const ActivityResponse = Type.Object({ activity: ActivityDto });
export type ActivityResponse = Static<typeof ActivityResponse>;

/** Fields the activity dialog edits. Milestones are not editable (docs/product-rules.md#r-act-1). */
const ActivityFields = {
  type: ActivityTypeSchema,
  lessonTitle: SingleLineText({ maxLength: ACTIVITY_TITLE_MAX, required: true }),
  description: MultiLineText({ maxLength: ACTIVITY_DESCRIPTION_MAX }),
  startTime: NullableInstant,
  lessonLength: Type.Number({ minimum: 0, maximum: LESSON_LENGTH_MAX, multipleOf: LESSON_LENGTH_STEP }),
  meetingStartTime: NullableInstant,
  meetingEndTime: NullableInstant,
  difficultyLevel: DifficultyLevelSchema,
  isCompleted: Type.Boolean(),
  /**
   * a teacher of the plan; defaults to the creating teacher, else the plan's first
   * teacher. Once the activity exists only an admin changes it.
   */
  teacherId: Nullable(Id),
};

/** The fields a create may leave out and an update may leave unchanged. */
const OptionalActivityFields = {
  type: Type.Optional(ActivityFields.type),
  description: Type.Optional(ActivityFields.description),
  startTime: Type.Optional(ActivityFields.startTime),
  lessonLength: Type.Optional(ActivityFields.lessonLength),
  meetingStartTime: Type.Optional(ActivityFields.meetingStartTime),
  meetingEndTime: Type.Optional(ActivityFields.meetingEndTime),
  difficultyLevel: Type.Optional(ActivityFields.difficultyLevel),
  isCompleted: Type.Optional(ActivityFields.isCompleted),
  teacherId: Type.Optional(ActivityFields.teacherId),
};

/** POST /v1/activity/create → ActivityResponse (201) */
export const CreateActivityRequest = Type.Object(
  {
    studyPlanId: Id,
    lessonTitle: ActivityFields.lessonTitle,
    ...OptionalActivityFields,
    /** plan it as a make-up lesson: it uses the student's oldest open make-up credit (409 without one) */
    makeUp: Type.Optional(Type.Boolean()),
    /** with makeUp in a group plan: the member it is for (in a one-student plan, that student or absent) */
    makeUpFor: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type CreateActivityRequest = Static<typeof CreateActivityRequest>;

/** PATCH /v1/activity/update → ActivityResponse. Absent fields stay unchanged. */
export const UpdateActivityRequest = Type.Object(
  {
    id: Id,
    lessonTitle: Type.Optional(ActivityFields.lessonTitle),
    ...OptionalActivityFields,
    /**
     * precondition: the `updatedAt` the client read. When the activity has changed since,
     * nothing is saved and the answer is 409 (ACTIVITY_CHANGED_MESSAGE).
     */
    updatedAt: Type.Optional(Instant),
  },
  { additionalProperties: false },
);
export type UpdateActivityRequest = Static<typeof UpdateActivityRequest>;


/** DELETE /v1/activity/task/{id} answers MessageResponse. */

/** PATCH /v1/activity/complete — complete (true) or uncomplete (false) → ActivityResponse */
export const CompleteActivityRequest = Type.Object(
  { id: Id, isCompleted: Type.Boolean() },
  { additionalProperties: false },
);
export type CompleteActivityRequest = Static<typeof CompleteActivityRequest>;

/**
 * POST /v1/activity/copy → ActivityResponse (201): a new unpaid activity with the same
 * title, description, type, difficulty and length, no comments; it starts at `startTime`,
 * or one week after the original when absent. It is open unless `isCompleted` is true
 * (a lesson that has already taken place), which needs a start that has passed.
 */
export const CopyActivityRequest = Type.Object(
  { id: Id, startTime: Type.Optional(NullableInstant), isCompleted: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type CopyActivityRequest = Static<typeof CopyActivityRequest>;

/** PATCH /v1/activity/attendance — a group activity's attendance and feedback → ActivityResponse */
export const AttendanceRequest = Type.Object(
  {
    activityId: Id,
    members: Type.Array(
      Type.Object(
        {
          studentId: Id,
          attended: Type.Boolean(),
          feedback: Nullable(MultiLineText({ maxLength: FEEDBACK_TEXT_MAX })),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 200 },
    ),
  },
  { additionalProperties: false },
);
export type AttendanceRequest = Static<typeof AttendanceRequest>;

/** Plans one request may plan an activity in at once (a page of the teacher dashboard and then some). */
const CREATE_MANY_PLANS_MAX = 100;

/**
 * POST /v1/activity/create-many → CreateManyActivitiesResponse (201): the same activity
 * planned in every plan given, all or none. Planned means not completed; each plan's copy
 * is taught by the creating teacher (an admin's by the plan's first teacher).
 */
export const CreateManyActivitiesRequest = Type.Object(
  {
    studyPlanIds: Type.Array(Id, { minItems: 1, maxItems: CREATE_MANY_PLANS_MAX, uniqueItems: true }),
    type: Type.Optional(ActivityFields.type),
    lessonTitle: ActivityFields.lessonTitle,
    description: Type.Optional(ActivityFields.description),
    startTime: Type.Optional(ActivityFields.startTime),
    lessonLength: Type.Optional(ActivityFields.lessonLength),
    difficultyLevel: Type.Optional(ActivityFields.difficultyLevel),
  },
  { additionalProperties: false },
);
export type CreateManyActivitiesRequest = Static<typeof CreateManyActivitiesRequest>;

/** The new activities, in the order of the request's studyPlanIds (without comments: they have none). */
export const CreateManyActivitiesResponse = Type.Object({ activities: Type.Array(ActivityDto) });
export type CreateManyActivitiesResponse = Static<typeof CreateManyActivitiesResponse>;

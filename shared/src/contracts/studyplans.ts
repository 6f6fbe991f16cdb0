/** Study plans (docs/product-rules.md#r-data-1 Study plan) for the admin screens: /v1/studyplan/getall|create|update|summary. */
import { Type, type Static } from '@sinclair/typebox';
import { CommentAudience } from './activities';
import { PLAN_TEXT_MAX } from './study-plan-rules';
import { ArchivedFilter, Id, LanguageCode, LiteralUnion, MultiLineText, Nullable, PageOf, PageRequest, PersonNameFields, PictureUrl, PlanSummaryFields, SingleLineText } from './common';

/** docs/product-rules.md#r-enum-1 enums: CEFR levels A1 to C2 (the same list as @studydesk/shared/enums; contracts import only TypeBox) */
export const StudyPlanLevel = LiteralUnion(['A1', 'A2', 'B1', 'B2', 'C1', 'C2']);
export type StudyPlanLevel = Static<typeof StudyPlanLevel>;

export * from './study-plan-rules';

/** plan code as people type it: ENG-B1-001 */
export const PlanCode = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9][A-Za-z0-9._/-]*$' });
export const PlanTitle = SingleLineText({ maxLength: 200, required: true });
const PlanLongText = MultiLineText({ maxLength: PLAN_TEXT_MAX });
/** at most this many teachers or members in one plan, so one request stays bounded */
const PLAN_PEOPLE_MAX = 200;

/** a teacher or member as a plan shows them: enough for a name, initials or a picture */
export const PlanPerson = Type.Object({
  id: Id,
  ...PersonNameFields,
  profilepic: PictureUrl,
  isArchived: Type.Boolean(),
});
export type PlanPerson = Static<typeof PlanPerson>;

/** One row of the study plans / groups lists (docs/product-rules.md#r-data-1 Study plan). */
export const StudyPlanRow = Type.Object(
  {
    ...PlanSummaryFields,
    level: Nullable(StudyPlanLevel),
    isGroup: Type.Boolean(),
    isArchived: Type.Boolean(),
    /** member count (spec: `student`) */
    student: Type.Integer({ minimum: 0 }),
    /** the plan's first teacher, '' when it has none */
    teacherFirstName: Type.String(),
    teacherLastName: Type.String(),
    /** the first teacher's title: their name when both names are empty (docs/product-rules.md#r-user-1) */
    teacherTitle: Type.String(),
    /** the first teacher's picture URL */
    profilepic: PictureUrl,
    /** every member, for the "N member(s)" popup */
    members: Type.Array(PlanPerson),
    /** every teacher, first as above (a group may have co-teachers) */
    teachers: Type.Array(PlanPerson),
    /** velocity in difficulty points per week, as GET /v1/studyplan/speed/{id} works it out (0 with nothing completed) */
    speed: Nullable(Type.Number()),
  },
  { title: 'StudyPlanRow' },
);
export type StudyPlanRow = Static<typeof StudyPlanRow>;

/** POST /v1/studyplan/getall — admins only. */
export const STUDY_PLAN_ORDER_BY = ['createdAt', 'code', 'title', 'teacherLastName', 'members'] as const;
export type StudyPlanOrderBy = (typeof STUDY_PLAN_ORDER_BY)[number];

export const StudyPlansListRequest = PageRequest(STUDY_PLAN_ORDER_BY, {
  pageSize: 9,
  extra: {
    ...ArchivedFilter,
    /** group plans only (true), individual plans only (false), or both (absent) */
    isGroup: Type.Optional(Type.Boolean()),
  },
});
export type StudyPlansListRequest = Static<typeof StudyPlansListRequest>;

/** docs/product-rules.md#r-api-2: read as `studyPlans.results` / `studyPlans.total`. */
export const StudyPlansListResponse = Type.Object({ studyPlans: PageOf(StudyPlanRow) });
export type StudyPlansListResponse = Static<typeof StudyPlansListResponse>;

/**
 * The plan's family settings, as admins set them (docs/product-rules.md#r-comment-1,
 * docs/product-rules.md#r-guard-3): who reads a new comment unless its writer chooses, and
 * whether a linked guardian may answer the progress questions for the student.
 */
export const PlanFamilySettings = {
  commentAudience: CommentAudience,
  guardiansAnswer: Type.Boolean(),
};

/** A plan with everything the edit form needs. */
export const StudyPlanDetails = Type.Object(
  {
    ...PlanSummaryFields,
    description: Type.String(),
    goal: Type.String(),
    level: Nullable(StudyPlanLevel),
    language: Type.String(),
    isGroup: Type.Boolean(),
    isArchived: Type.Boolean(),
    teachers: Type.Array(PlanPerson),
    members: Type.Array(PlanPerson),
    ...PlanFamilySettings,
  },
  { title: 'StudyPlanDetails' },
);
export type StudyPlanDetails = Static<typeof StudyPlanDetails>;

export const StudyPlanResponse = Type.Object({ studyPlan: StudyPlanDetails });
export type StudyPlanResponse = Static<typeof StudyPlanResponse>;

/** POST /v1/studyplan/summary — admins, the plan's teachers and members. */
export const StudyPlanSummaryRequest = Type.Object({ id: Id }, { additionalProperties: false });
export type StudyPlanSummaryRequest = Static<typeof StudyPlanSummaryRequest>;

const PeopleIds = Type.Array(Id, { maxItems: PLAN_PEOPLE_MAX, uniqueItems: true });

/**
 * POST /v1/studyplan/create — admins only. An individual plan has at most one member
 * (its student); a group plan any number.
 */
export const CreateStudyPlanRequest = Type.Object(
  {
    code: PlanCode,
    title: PlanTitle,
    description: Type.Optional(Type.String({ ...PlanLongText, default: '' })),
    goal: Type.Optional(Type.String({ ...PlanLongText, default: '' })),
    level: Type.Optional(Nullable(StudyPlanLevel)),
    language: Type.Optional(Type.String({ ...LanguageCode, default: 'en' })),
    isGroup: Type.Boolean(),
    teacherIds: Type.Optional(Type.Array(Id, { maxItems: PLAN_PEOPLE_MAX, uniqueItems: true, default: [] })),
    memberIds: Type.Optional(Type.Array(Id, { maxItems: PLAN_PEOPLE_MAX, uniqueItems: true, default: [] })),
    /** absent: `student`, what comments meant before audiences existed */
    commentAudience: Type.Optional(CommentAudience),
    /** absent: false (docs/product-rules.md#r-guard-3) */
    guardiansAnswer: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CreateStudyPlanRequest = Static<typeof CreateStudyPlanRequest>;

/**
 * PATCH /v1/studyplan/update — absent fields stay unchanged. Admins may change
 * everything; a teacher of the plan only `description` and `goal`.
 */
export const UpdateStudyPlanRequest = Type.Object(
  {
    id: Id,
    code: Type.Optional(PlanCode),
    title: Type.Optional(PlanTitle),
    description: Type.Optional(PlanLongText),
    goal: Type.Optional(PlanLongText),
    level: Type.Optional(Nullable(StudyPlanLevel)),
    language: Type.Optional(LanguageCode),
    isArchived: Type.Optional(Type.Boolean()),
    teacherIds: Type.Optional(PeopleIds),
    memberIds: Type.Optional(PeopleIds),
    commentAudience: Type.Optional(CommentAudience),
    guardiansAnswer: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type UpdateStudyPlanRequest = Static<typeof UpdateStudyPlanRequest>;

/** the fields a teacher of the plan may change with PATCH /v1/studyplan/update */
export const TEACHER_EDITABLE_PLAN_FIELDS = ['description', 'goal'] as const;

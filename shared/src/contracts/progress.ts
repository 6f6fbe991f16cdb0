/**
 * Progress tracking (docs/product-rules.md#r-prog-1, docs/product-rules.md#r-api-1 /v1/progresstracking…). Teachers
 * (and admins) ask questions per study plan; members answer them over time, each answer
 * kept with its date; graphs draw a question's answers oldest first, one line per person.
 *
 * - GET  /v1/progresstracking            the signed-in user's own plans (a student's)
 * - GET  /v1/progresstracking/{planId}   a plan's questions with each person's latest answer
 * - POST /v1/progresstracking/{planId}   answers, for oneself or (staff) for a member
 * - POST /v1/progresstracking/graph      graphQuestions and graphs keyed by question id
 * - POST /v1/progresstracking/{planId}/questions, PATCH|DELETE …/questions/{questionId},
 *   PUT …/{planId}/questions/order       the teacher's question editor
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Instant, LiteralUnion, NamedPerson, Nullable, NullableInstant, PlanSummaryFields } from './common';

/** docs/product-rules.md#r-prog-1: question types PERCENT (0–100) and NUMBER. */
export const QuestionTypeSchema = LiteralUnion(['PERCENT', 'NUMBER']);
export type QuestionTypeValue = Static<typeof QuestionTypeSchema>;

const QUESTION_TEXT_MAX = 300;
export const QUESTION_UNIT_MAX = 20;
/** at most this many questions per plan, so one page of the editor stays bounded */
export const QUESTIONS_PER_PLAN_MAX = 50;
/** a question is drawn once it has this many answers in the graph's scope */
export const GRAPH_MIN_ANSWERS = 2;

/**
 * docs/product-rules.md#r-prog-1 userAnswers: the answer's text and whose it is (userId, the
 * member), with its value and date; answeredBy: who gave it for them, when that was someone
 * else (a guardian, docs/product-rules.md#r-guard-3, or staff in a lesson), null when the
 * member answered or nobody recorded it.
 */
export const ProgressAnswerDto = Type.Object(
  {
    id: Id,
    userId: Id,
    answeredBy: Nullable(NamedPerson),
    text: Type.String(),
    value: Type.Number(),
    createdAt: Instant,
  },
  { title: 'ProgressAnswer' },
);
export type ProgressAnswerDto = Static<typeof ProgressAnswerDto>;

const ProgressQuestionFields = {
  id: Id,
  studyPlanId: Id,
  text: Type.String(),
  type: QuestionTypeSchema,
  /** a NUMBER question's unit, e.g. "words"; null when it has none (PERCENT: always) */
  unit: Nullable(Type.String()),
  /** 0-based order in the plan */
  position: Type.Integer({ minimum: 0 }),
};

export const ProgressQuestionDto = Type.Object(
  {
    ...ProgressQuestionFields,
    /** the latest answer of each person in scope (a student: their own) */
    userAnswers: Type.Array(ProgressAnswerDto),
    /** answers in scope, all dates */
    answerCount: Type.Integer({ minimum: 0 }),
  },
  { title: 'ProgressQuestion' },
);
export type ProgressQuestionDto = Static<typeof ProgressQuestionDto>;

/** A question without its answers (the editor's answer to a change). */
export const ProgressQuestionInfo = Type.Object(ProgressQuestionFields, { title: 'ProgressQuestionInfo' });
export type ProgressQuestionInfo = Static<typeof ProgressQuestionInfo>;

/** GET /v1/progresstracking/{planId} and the answer to POST /v1/progresstracking/{planId}. */
export const PlanProgressDto = Type.Object(
  {
    studyPlanId: Id,
    isGroup: Type.Boolean(),
    /** the caller may add, change, reorder and delete questions (the plan's teachers, admins) */
    canManage: Type.Boolean(),
    /** the caller may record answers: a member, staff of the plan, a linked guardian where the plan allows it (docs/product-rules.md#r-guard-3) */
    canAnswer: Type.Boolean(),
    /** whose answers this shows and who the caller may answer for */
    people: Type.Array(NamedPerson),
    questions: Type.Array(ProgressQuestionDto),
  },
  { title: 'PlanProgress' },
);
export type PlanProgressDto = Static<typeof PlanProgressDto>;

export const PlanProgressResponse = Type.Object({ progress: PlanProgressDto });
export type PlanProgressResponse = Static<typeof PlanProgressResponse>;

/** One of the signed-in user's own plans (GET /v1/progresstracking). */
export const OwnPlanDto = Type.Object(
  {
    ...PlanSummaryFields,
    isGroup: Type.Boolean(),
    teachers: Type.Array(NamedPerson),
    /** the earliest future start of an open lesson, or null */
    nextLesson: NullableInstant,
    questionCount: Type.Integer({ minimum: 0 }),
  },
  { title: 'OwnPlan' },
);
export type OwnPlanDto = Static<typeof OwnPlanDto>;

/** Individual plans first, then groups, each by title. Staff are members of none: []. */
/** GET /v1/progresstracking: a guardian names the linked student whose plans to list (docs/product-rules.md#r-guard-2). */
export const OwnProgressQuery = Type.Object({ studentId: Type.Optional(Id) }, { additionalProperties: false });
export type OwnProgressQuery = Static<typeof OwnProgressQuery>;

export const OwnProgressResponse = Type.Object({ progress: Type.Object({ plans: Type.Array(OwnPlanDto) }) });
export type OwnProgressResponse = Static<typeof OwnProgressResponse>;

export const PlanIdParams = Type.Object({ planId: Id });
export type PlanIdParams = Static<typeof PlanIdParams>;

export const QuestionIdParams = Type.Object({ questionId: Id });
export type QuestionIdParams = Static<typeof QuestionIdParams>;

/** An answer as typed: a number in text (PERCENT 0–100, NUMBER any finite value). */
export const AnswerText = Type.String({ maxLength: 40 });

/** POST /v1/progresstracking/{planId}: answers given now, for oneself or (staff) for a member. */
export const SubmitAnswersRequest = Type.Object(
  {
    /** whose answers: a student only their own (the default); staff a member of the plan; a guardian their linked student */
    userId: Type.Optional(Id),
    answers: Type.Array(Type.Object({ questionId: Id, text: AnswerText }, { additionalProperties: false }), {
      minItems: 1,
      maxItems: QUESTIONS_PER_PLAN_MAX,
    }),
  },
  { additionalProperties: false },
);
export type SubmitAnswersRequest = Static<typeof SubmitAnswersRequest>;

/** POST /v1/progresstracking/graph */
export const ProgressGraphRequest = Type.Object(
  {
    studyPlanId: Id,
    /** one person's lines only; a student always gets only their own */
    userId: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type ProgressGraphRequest = Static<typeof ProgressGraphRequest>;

/** One answer on a graph: who, what value, when. */
export const GraphPointDto = Type.Object({ userId: Id, value: Type.Number(), createdAt: Instant });
export type GraphPointDto = Static<typeof GraphPointDto>;

export const ProgressGraphDto = Type.Object(
  {
    studyPlanId: Id,
    people: Type.Array(NamedPerson),
    /** the questions with at least GRAPH_MIN_ANSWERS answers in scope, in plan order */
    graphQuestions: Type.Array(ProgressQuestionInfo),
    /** by question id: its answers in scope, oldest first (docs/product-rules.md#r-prog-1) */
    graphs: Type.Record(Type.String({ pattern: '^[0-9]+$' }), Type.Array(GraphPointDto)),
  },
  { title: 'ProgressGraph' },
);
export type ProgressGraphDto = Static<typeof ProgressGraphDto>;

export const ProgressGraphResponse = Type.Object({ progress: ProgressGraphDto });
export type ProgressGraphResponse = Static<typeof ProgressGraphResponse>;

/** The text of a question is checked by the server (not empty once trimmed), so its message is clear. */
const QuestionText = Type.String({ maxLength: QUESTION_TEXT_MAX });
const QuestionUnit = Nullable(Type.String({ maxLength: QUESTION_UNIT_MAX }));

/** POST /v1/progresstracking/{planId}/questions: added at the end. */
export const CreateQuestionRequest = Type.Object(
  { text: QuestionText, type: QuestionTypeSchema, unit: Type.Optional(QuestionUnit) },
  { additionalProperties: false },
);
export type CreateQuestionRequest = Static<typeof CreateQuestionRequest>;

/** PATCH /v1/progresstracking/questions/{questionId}: absent fields stay; the type only while unanswered. */
export const UpdateQuestionRequest = Type.Object(
  { text: Type.Optional(QuestionText), type: Type.Optional(QuestionTypeSchema), unit: Type.Optional(QuestionUnit) },
  { additionalProperties: false },
);
export type UpdateQuestionRequest = Static<typeof UpdateQuestionRequest>;

export const QuestionResponse = Type.Object({ question: ProgressQuestionInfo });
export type QuestionResponse = Static<typeof QuestionResponse>;

/** PUT /v1/progresstracking/{planId}/questions/order: every question of the plan, once, in the new order. */
export const ReorderQuestionsRequest = Type.Object(
  { questionIds: Type.Array(Id, { minItems: 1, maxItems: QUESTIONS_PER_PLAN_MAX, uniqueItems: true }) },
  { additionalProperties: false },
);
export type ReorderQuestionsRequest = Static<typeof ReorderQuestionsRequest>;

export const QuestionListResponse = Type.Object({ questions: Type.Array(ProgressQuestionInfo) });
export type QuestionListResponse = Static<typeof QuestionListResponse>;

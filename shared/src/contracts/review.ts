/**
 * Student review (spaced repetition with FSRS) and the teacher's forgetting forecast.
 * A student reviews the approved flashcards of the plans they are a member of; a card is
 * first due only once the lesson it came from is completed, and each plan lets in at most
 * its `newCardsPerDay` new cards a day. Teachers (of their plans) and admins read the
 * forecast: per member, the reviewed cards whose recall at the next lesson's start is
 * expected below the school's desired retention.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Instant, LiteralUnion, NullableInstant } from './common';

/** The school's desired retention (site settings): the recall probability reviews aim at. */
export const DESIRED_RETENTION_DEFAULT = 0.9;
export const DESIRED_RETENTION_MIN = 0.7;
export const DESIRED_RETENTION_MAX = 0.99;
export const DesiredRetention = Type.Number({ minimum: DESIRED_RETENTION_MIN, maximum: DESIRED_RETENTION_MAX });

/** New cards a student is given per plan and day (a plan's retention setting). */
export const NEW_CARDS_PER_DAY_DEFAULT = 20;
export const NEW_CARDS_PER_DAY_MAX = 200;

/** How many cards of a member the forecast names, the least likely remembered first. */
export const FORECAST_TOP_ITEMS = 5;
/** Plans per forecast call: a dashboard or list page. */
const FORECAST_PLANS_MAX = 100;

/** A flashcard's two sides as every answer that shows a card sends them. */
export const CardSideFields = { front: Type.String(), back: Type.String() };

/** 1 Again, 2 Hard, 3 Good, 4 Easy */
export const ReviewGrade = LiteralUnion([1, 2, 3, 4]);
export type ReviewGrade = Static<typeof ReviewGrade>;

/** FSRS card state: 0 new, 1 learning, 2 review, 3 relearning */
export const ReviewState = LiteralUnion([0, 1, 2, 3]);
export type ReviewState = Static<typeof ReviewState>;

export const ReviewCardDto = Type.Object(
  {
    cardId: Id,
    studyPlanId: Id,
    planTitle: Type.String(),
    ...CardSideFields,
    /** never reviewed by this student */
    isNew: Type.Boolean(),
    state: ReviewState,
    due: NullableInstant,
  },
  { title: 'ReviewCard' },
);
export type ReviewCardDto = Static<typeof ReviewCardDto>;

/** GET /v1/review/queue — the student's cards due now: due reviews first, then today's new cards. */
export const ReviewQueueResponse = Type.Object(
  {
    cards: Type.Array(ReviewCardDto),
    /** reviews due now (already studied cards) */
    dueCount: Type.Integer({ minimum: 0 }),
    /** new cards let in today, within each plan's daily cap */
    newCount: Type.Integer({ minimum: 0 }),
    /** reviews falling due later, within REVIEW_AHEAD_DAYS (review-sync-rules.ts): a device keeps them to review offline */
    upcoming: Type.Array(ReviewCardDto),
  },
  { title: 'ReviewQueue' },
);
export type ReviewQueueResponse = Static<typeof ReviewQueueResponse>;

export const ReviewCardParams = Type.Object({ cardId: Id });
export type ReviewCardParams = Static<typeof ReviewCardParams>;

/** POST /v1/review/cards/{cardId}/grade */
export const GradeCardRequest = Type.Object({ grade: ReviewGrade }, { additionalProperties: false });
export type GradeCardRequest = Static<typeof GradeCardRequest>;

export const GradeCardResponse = Type.Object(
  {
    cardId: Id,
    grade: ReviewGrade,
    state: ReviewState,
    due: Instant,
    stability: Type.Number(),
    difficulty: Type.Number(),
    reps: Type.Integer({ minimum: 0 }),
    lapses: Type.Integer({ minimum: 0 }),
  },
  { title: 'GradedCard' },
);
export type GradeCardResponse = Static<typeof GradeCardResponse>;

/** POST /v1/review/forecast — the plans of one page (dashboard, plan view), one call. */
export const ForecastRequest = Type.Object(
  { studyPlanIds: Type.Array(Id, { minItems: 1, maxItems: FORECAST_PLANS_MAX }) },
  { additionalProperties: false },
);
export type ForecastRequest = Static<typeof ForecastRequest>;

export const ForecastItemDto = Type.Object(
  {
    cardId: Id,
    ...CardSideFields,
    /** expected recall probability at the next lesson's start, 0..1 */
    retrievability: Type.Number({ minimum: 0, maximum: 1 }),
  },
  { title: 'ForecastItem' },
);
export type ForecastItemDto = Static<typeof ForecastItemDto>;

export const StudentForecastDto = Type.Object(
  {
    studentId: Id,
    firstName: Type.String(),
    lastName: Type.String(),
    /** approved cards of the plan this student has reviewed */
    reviewedCards: Type.Integer({ minimum: 0 }),
    /** of those, the ones whose recall at the next lesson is expected below the desired retention */
    likelyForgotten: Type.Integer({ minimum: 0 }),
    topItems: Type.Array(ForecastItemDto, { maxItems: FORECAST_TOP_ITEMS }),
  },
  { title: 'StudentForecast' },
);
export type StudentForecastDto = Static<typeof StudentForecastDto>;

export const PlanForecastDto = Type.Object(
  {
    studyPlanId: Id,
    /** the start of the plan's next open lesson; null: none planned, nothing is forecast */
    nextLesson: NullableInstant,
    desiredRetention: Type.Number(),
    /** active members (archived students are left out) */
    students: Type.Array(StudentForecastDto),
  },
  { title: 'PlanForecast' },
);
export type PlanForecastDto = Static<typeof PlanForecastDto>;

export const ForecastResponse = Type.Object({ forecasts: Type.Array(PlanForecastDto) }, { title: 'ForecastResponse' });
export type ForecastResponse = Static<typeof ForecastResponse>;

/**
 * The study-plan view (docs/product-rules.md#r-act-3): POST /v1/studyplan/getactivitydata and GET /v1/studyplan/speed/{id}.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ActivityDto } from './activities';
import { Id, Instant, Nullable, NullableInstant, PageOf, PageWindow, PlanSummaryFields } from './common';
import { PlanFamilySettings, PlanPerson } from './studyplans';

/** docs/product-rules.md#r-act-3 plandata. */
export const PlanDataDto = Type.Object(
  {
    ...PlanSummaryFields,
    description: Type.String(),
    goal: Type.String(),
    /** CEFR A1..C2, or null */
    level: Nullable(Type.String()),
    isGroup: Type.Boolean(),
    isArchived: Type.Boolean(),
    /** member count */
    student: Type.Integer({ minimum: 0 }),
    teachers: Type.Array(PlanPerson),
    members: Type.Array(PlanPerson),
    /** the caller may change the plan and its activities (admins, its teachers) */
    canEdit: Type.Boolean(),
    ...PlanFamilySettings,
  },
  { title: 'PlanData' },
);
export type PlanDataDto = Static<typeof PlanDataDto>;

/**
 * POST /v1/studyplan/getactivitydata — one page of a plan's activities, latest start
 * first. `spotlights: false` (default) pages the lessons (type activity), `true` the
 * rest (spotlight, evaluation, milestone). docs/product-rules.md#r-act-3 default request: pageIndex 0,
 * pageSize 10, withComments true.
 */
export const ActivityDataRequest = Type.Object(
  {
    studyPlanId: Id,
    ...PageWindow(),
    withComments: Type.Optional(Type.Boolean({ default: true })),
    spotlights: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type ActivityDataRequest = Static<typeof ActivityDataRequest>;

export const ActivityDataResponse = Type.Object({
  plandata: PlanDataDto,
  activities: PageOf(ActivityDto),
});
export type ActivityDataResponse = Static<typeof ActivityDataResponse>;

/** Weeks the velocity is averaged over (fewer while the plan is younger). */
export const SPEED_WEEKS = 8;

/**
 * GET /v1/studyplan/speed/{id} — docs/product-rules.md#r-speed-1: difficulty points completed per week over
 * recent weeks, and when the open points would be done at that pace. Milestones are
 * markers, not work: they count on neither side.
 */
export const SpeedDto = Type.Object(
  {
    /** average points per week over `weeks.length` weeks; 0 when nothing was completed */
    pointsPerWeek: Type.Number({ minimum: 0 }),
    /** oldest first: rolling 7-day windows ending now */
    weeks: Type.Array(Type.Object({ start: Instant, points: Type.Integer({ minimum: 0 }) })),
    completedPoints: Type.Integer({ minimum: 0 }),
    remainingPoints: Type.Integer({ minimum: 0 }),
    /** weeks until the open points are done at this pace; null when the pace is 0 */
    forecastWeeks: Nullable(Type.Number({ minimum: 0 })),
    forecastDate: NullableInstant,
  },
  { title: 'Speed' },
);
export type SpeedDto = Static<typeof SpeedDto>;

export const SpeedResponse = Type.Object({ speed: SpeedDto });
export type SpeedResponse = Static<typeof SpeedResponse>;

/**
 * The teacher dashboard (docs/product-rules.md#r-dash-1): study plans with next lesson, last evaluation and
 * tickets; reminders. Its Comments section reads POST /v1/activity/allcomments.
 * docs/product-rules.md#r-dash-2 defines the figures:
 * - next lesson: the earliest future start of an open lesson (activity or evaluation);
 * - last evaluation: the start of the latest completed evaluation;
 * - tickets: student comments no teacher or admin has answered since, plus lessons
 *   whose start has passed without being completed;
 * - reminders: open lessons starting within REMINDER_DAYS, and evaluations overdue.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ActivityTypeSchema } from './activities';
import { ArchivedFilter, Id, Instant, LiteralUnion, NullableInstant, PageOf, PageRequest, PageWindow, PictureUrl, PlanSummaryFields } from './common';

/** docs/product-rules.md#r-dash-1 sort labels: last name, code, next lesson, last evaluation, tickets */
export const DASHBOARD_ORDER_BY = ['lastName', 'code', 'nextLesson', 'lastEvaluation', 'tickets'] as const;
export type DashboardOrderBy = (typeof DASHBOARD_ORDER_BY)[number];

/** POST /v1/studyplan/dashboard — docs/product-rules.md#r-page-1 page size 10 */
export const DashboardRequest = PageRequest(DASHBOARD_ORDER_BY, {
  pageSize: 10,
  extra: ArchivedFilter,
});
export type DashboardRequest = Static<typeof DashboardRequest>;

export const DashboardPlanDto = Type.Object(
  {
    ...PlanSummaryFields,
    isGroup: Type.Boolean(),
    /** member count */
    student: Type.Integer({ minimum: 0 }),
    /** the student of an individual plan; empty for a group */
    studentFirstName: Type.String(),
    studentLastName: Type.String(),
    profilepic: PictureUrl,
    nextLesson: NullableInstant,
    lastEvaluation: NullableInstant,
    tickets: Type.Integer({ minimum: 0 }),
  },
  { title: 'DashboardPlan' },
);
export type DashboardPlanDto = Static<typeof DashboardPlanDto>;

/** docs/product-rules.md#r-api-2: read as `studyPlans.results` / `studyPlans.total` */
export const DashboardResponse = Type.Object({ studyPlans: PageOf(DashboardPlanDto) });
export type DashboardResponse = Static<typeof DashboardResponse>;

/** Upcoming lessons this many days ahead are reminders. */
export const REMINDER_DAYS = 7;

/** POST /v1/studyplan/reminders — soonest first */
export const RemindersRequest = Type.Object(PageWindow(), { additionalProperties: false });
export type RemindersRequest = Static<typeof RemindersRequest>;

const ReminderKind = LiteralUnion(['upcoming', 'overdueEvaluation']);
type ReminderKind = Static<typeof ReminderKind>;

export const ReminderDto = Type.Object(
  {
    kind: ReminderKind,
    activityId: Id,
    studyPlanId: Id,
    planTitle: Type.String(),
    planCode: Type.String(),
    isGroup: Type.Boolean(),
    lessonTitle: Type.String(),
    type: ActivityTypeSchema,
    startTime: Instant,
  },
  { title: 'Reminder' },
);
export type ReminderDto = Static<typeof ReminderDto>;

export const RemindersResponse = Type.Object({ reminders: PageOf(ReminderDto) });
export type RemindersResponse = Static<typeof RemindersResponse>;

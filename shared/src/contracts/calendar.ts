/**
 * The calendar (docs/product-rules.md#r-cal-1; docs/product-rules.md#r-api-1 POST /v1/calendar/monthview
 * and POST /v1/calendar/agenda) and the private iCal feeds a teacher or a student can
 * subscribe to.
 *
 * A calendar shows lessons: activities with a start time that are of type activity or
 * completed (the docs/product-rules.md#r-cal-2 rule for what the agenda keeps).
 */
import { Type, type Static } from '@sinclair/typebox';
import { ActivityTypeSchema } from './activities';
import { Id, Instant, MonthOfYearFields, Nullable, NullableInstant } from './common';
import { LessonOutcome } from './pay-policy';

/**
 * Whose lessons: one teacher's (the lessons they teach), one plan's, or one student's
 * (every plan they belong to, group plans included). Teachers may ask for themselves and
 * their plans, students for themselves and their plans, admins for anyone.
 */
export const CalendarScope = Type.Union(
  [
    Type.Object({ kind: Type.Literal('teacher'), teacherId: Id }, { additionalProperties: false }),
    Type.Object({ kind: Type.Literal('plan'), planId: Id }, { additionalProperties: false }),
    Type.Object({ kind: Type.Literal('student'), studentId: Id }, { additionalProperties: false }),
  ],
  { title: 'CalendarScope' },
);
export type CalendarScope = Static<typeof CalendarScope>;

const MonthFields = { scope: CalendarScope, ...MonthOfYearFields };

/** POST /v1/calendar/monthview — which days of a month (site time zone) hold lessons. */
export const MonthViewRequest = Type.Object(MonthFields, { additionalProperties: false });
export type MonthViewRequest = Static<typeof MonthViewRequest>;

export const DayWithActivities = Type.Object(
  {
    /** day of the month, 1..31, in the site time zone */
    day: Type.Integer({ minimum: 1, maximum: 31 }),
    /** at least one lesson of that day is not completed yet */
    pending: Type.Boolean(),
  },
  { title: 'DayWithActivities' },
);
export type DayWithActivities = Static<typeof DayWithActivities>;

export const MonthViewResponse = Type.Object({ datesWithActivities: Type.Array(DayWithActivities) });
export type MonthViewResponse = Static<typeof MonthViewResponse>;

/** A position in the agenda's order (start time, then id): what keyset paging continues from. */
export const AgendaKey = Type.Object({ startTime: Instant, id: Type.Integer({ minimum: 0, maximum: 2147483647 }) }, { additionalProperties: false, title: 'AgendaKey' });
export type AgendaKey = Static<typeof AgendaKey>;

const AGENDA_PAGE_SIZE = 10;

/**
 * POST /v1/calendar/agenda — one page of a month's lessons ordered by start time then id,
 * paged by keyset (never by offset): `after` continues forward from a page's `next` key,
 * `before` goes back from its `previous` key; `from` starts at a day (its first lesson at
 * or after that instant); none of them starts at the month's first lesson.
 */
export const AgendaRequest = Type.Object(
  {
    ...MonthFields,
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: AGENDA_PAGE_SIZE })),
    after: Type.Optional(AgendaKey),
    before: Type.Optional(AgendaKey),
    from: Type.Optional(Instant),
  },
  { additionalProperties: false },
);
export type AgendaRequest = Static<typeof AgendaRequest>;

export const CalendarActivityDto = Type.Object(
  {
    id: Id,
    studyPlanId: Id,
    studyPlanTitle: Type.String(),
    studyPlanCode: Type.String(),
    isGroup: Type.Boolean(),
    type: ActivityTypeSchema,
    lessonTitle: Type.String(),
    startTime: Instant,
    /** number of lessons (hours) */
    lessonLength: Type.Number({ minimum: 0 }),
    isCompleted: Type.Boolean(),
    /** docs/product-rules.md#r-pay-1: a cancelled lesson shows as cancelled, not planned */
    outcome: Type.Optional(Nullable(LessonOutcome)),
    /** it used a make-up credit (docs/product-rules.md#r-pay-2) */
    makeUp: Type.Optional(Type.Boolean()),
    commentsSize: Type.Integer({ minimum: 0 }),
  },
  { title: 'CalendarActivity' },
);
export type CalendarActivityDto = Static<typeof CalendarActivityDto>;

export const AgendaKeyset = Type.Object({
  /** the key to pass as `before` for the page before this one; null on the month's first page */
  previous: Nullable(AgendaKey),
  /** the key to pass as `after` for the next page; null on the month's last page */
  next: Nullable(AgendaKey),
});
export type AgendaKeyset = Static<typeof AgendaKeyset>;

export const AgendaResponse = Type.Object({
  activitiesPage: Type.Object({ results: Type.Array(CalendarActivityDto), keyset: AgendaKeyset }),
});
export type AgendaResponse = Static<typeof AgendaResponse>;

/** GET /v1/calendar/feed — whether the caller's private feed is on. */
export const CalendarFeedStatus = Type.Object({
  enabled: Type.Boolean(),
  createdAt: NullableInstant,
});
export type CalendarFeedStatus = Static<typeof CalendarFeedStatus>;

/**
 * POST /v1/calendar/feed — turns the feed on with a new secret address (an older one
 * stops working). The address is shown this once: only its hash is kept.
 */
export const CalendarFeedCreated = Type.Object({ url: Type.String(), createdAt: Instant });
export type CalendarFeedCreated = Static<typeof CalendarFeedCreated>;

/** GET /v1/calendar/feeds/{token}.ics — the path parameter, as long random text. */
export const CalendarFeedParams = Type.Object({ token: Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+\\.ics$' }) });
export type CalendarFeedParams = Static<typeof CalendarFeedParams>;

/**
 * Teaching time (docs/product-rules.md#r-table-2 teaching-time table, docs/product-rules.md#r-data-1 Teaching-time row) and lesson history:
 * POST /v1/activity/teachingtimemonth, /v1/activity/download/teachingtimemonth and
 * /v1/activity/lessonhistory. Months are calendar months in the site time zone; the
 * answers carry that zone so the client shows times as the server counted them.
 * An admin sees every teacher; a teacher only themself.
 */
import { Type, type Static } from '@sinclair/typebox';
import { CalendarDay, Id, Instant, LiteralUnion, MonthOfYearFields, NamedPerson, Nullable, NullableInstant, PageOf, PageRequest, PersonNameFields, PictureUrl } from './common';
import { MonthPayment, MonthPaymentFields } from './payments';
import { CurrencyCode, LessonOutcome } from './pay-policy';

export const TEACHING_TIME_ORDER_BY = ['lastName', 'firstName', 'hours', 'lessons', 'paid'] as const;
export type TeachingTimeOrderBy = (typeof TEACHING_TIME_ORDER_BY)[number];
/** The teachers with the most hours first (docs/product-rules.md#r-page-1). */
export const TEACHING_TIME_DEFAULT_ORDER_BY: TeachingTimeOrderBy = 'hours';

/** POST /v1/activity/teachingtimemonth (month, year, search, pageIndex, pageSize, orderBy, direction) */
export const TeachingTimeMonthRequest = PageRequest(TEACHING_TIME_ORDER_BY, {
  pageSize: 10,
  extra: MonthOfYearFields,
});
export type TeachingTimeMonthRequest = Static<typeof TeachingTimeMonthRequest>;

/**
 * One teacher's month (docs/product-rules.md#r-paid-1).
 * Every active teacher has a row; an archived one only for a month they taught in.
 */
export const TeachingTimeRow = Type.Object({
  /** the teacher's id */
  id: Id,
  ...PersonNameFields,
  profilepic: PictureUrl,
  ...MonthOfYearFields,
  /** first day of the month, YYYY-MM-DD: the lesson-history link's date */
  date: CalendarDay,
  ...MonthPaymentFields,
  /**
   * what the month's lessons earn in minor units of the school currency: each lesson with an
   * outcome at the rate in force on its day times the policy's share (docs/product-rules.md#r-pay-3)
   */
  amount: Type.Integer(),
  /** lessons with an outcome but no rate in force: their hours count, their amount is 0 */
  noRateLessons: Type.Integer({ minimum: 0 }),
  /** the currency of `amount`: the one the month's closed period was paid in, else the school's */
  currency: CurrencyCode,
  /**
   * the teacher's month is a closed pay period: paid, and it stays so (docs/product-rules.md#r-pay-4);
   * false while it is open
   */
  closed: Type.Boolean(),
  /** when an admin last marked or unmarked the whole month, or null */
  markedAt: NullableInstant,
});
export type TeachingTimeRow = Static<typeof TeachingTimeRow>;

export const TeachingTimeMonthResponse = Type.Object({ data: PageOf(TeachingTimeRow) });
export type TeachingTimeMonthResponse = Static<typeof TeachingTimeMonthResponse>;

export const TeachingTimeDownloadRequest = Type.Object(MonthOfYearFields, { additionalProperties: false });
export type TeachingTimeDownloadRequest = Static<typeof TeachingTimeDownloadRequest>;

/** A completed lesson as the CSV export reads it (one CSV row each). */
export const CompletedActivity = Type.Object({
  id: Id,
  studyPlan: Type.Object({ id: Id, title: Type.String() }),
  lessonTitle: Type.String(),
  description: Type.String(),
  startTime: Instant,
  /** number of one-hour lessons */
  lessonLength: Type.Number({ minimum: 0 }),
  /** the plan's members, by last name */
  students: Type.Array(NamedPerson),
  paid: Type.Boolean(),
});
export type CompletedActivity = Static<typeof CompletedActivity>;

export const DownloadTeacherRow = Type.Object({
  teacherId: Id,
  ...PersonNameFields,
  completedActivities: Type.Array(CompletedActivity),
});
export type DownloadTeacherRow = Static<typeof DownloadTeacherRow>;

/** POST /v1/activity/download/teachingtimemonth (month, year): teachers by name, lessons by start. */
export const TeachingTimeDownloadResponse = Type.Object({
  ...MonthOfYearFields,
  /** the site time zone the month was cut in; format dates and times in it */
  timeZone: Type.String(),
  results: Type.Array(DownloadTeacherRow),
});
export type TeachingTimeDownloadResponse = Static<typeof TeachingTimeDownloadResponse>;

/** POST /v1/activity/lessonhistory (teacherId, month, year) */
export const LessonHistoryRequest = Type.Object(
  { teacherId: Id, ...MonthOfYearFields },
  { additionalProperties: false },
);
export type LessonHistoryRequest = Static<typeof LessonHistoryRequest>;

/** One lesson of the month: planned ones show too, but only completed ones are paid. */
export const LessonHistoryItem = Type.Object({
  id: Id,
  type: LiteralUnion(['activity', 'spotlight', 'evaluation', 'milestone']),
  studyPlan: Type.Object({ id: Id, title: Type.String(), isGroup: Type.Boolean() }),
  lessonTitle: Type.String(),
  description: Type.String(),
  startTime: Instant,
  lessonLength: Type.Number({ minimum: 0 }),
  isCompleted: Type.Boolean(),
  /** how the lesson ended (docs/product-rules.md#r-pay-1); null while it has none (planned) */
  outcome: Nullable(LessonOutcome),
  paid: Type.Boolean(),
  students: Type.Array(NamedPerson),
});
export type LessonHistoryItem = Static<typeof LessonHistoryItem>;

/** A teacher-month holds at most this many lessons in one answer (far above a full month). */
export const LESSON_HISTORY_MAX = 1000;

/**
 * A change of a completed lesson's teacher or length (teaching time moved between
 * teachers, or its amount changed): who made it, when, and the values before and after.
 */
export const LessonChange = Type.Object({
  id: Id,
  activityId: Id,
  studyPlanId: Id,
  /** the lesson's start when it changed */
  startTime: NullableInstant,
  changedAt: Instant,
  /** null when that user no longer exists */
  changedBy: Nullable(NamedPerson),
  teacherBefore: Nullable(NamedPerson),
  teacherAfter: Nullable(NamedPerson),
  lengthBefore: Type.Number({ minimum: 0 }),
  lengthAfter: Type.Number({ minimum: 0 }),
});
export type LessonChange = Static<typeof LessonChange>;

/**
 * What the pay policy pays of a teacher-month (docs/product-rules.md#r-pay-3): every lesson with an
 * outcome at the policy's share for it (held and no-show in full by default, cancelled late at
 * half), a lesson of a closed period at the share that period paid.
 */
export const PayableMonth = Type.Object({
  /** Σ lesson length × share / 100 */
  hours: Type.Number({ minimum: 0 }),
  /** lessons whose outcome the policy pays (a share above 0) */
  lessons: Type.Integer({ minimum: 0 }),
});
export type PayableMonth = Static<typeof PayableMonth>;

export const LessonHistoryResponse = Type.Object({
  teacher: NamedPerson,
  timeZone: Type.String(),
  /** the month's figures and paid status */
  month: MonthPayment,
  /** the month's payable hours and lessons, as pay counts them */
  payable: PayableMonth,
  /** the lessons (activities with teaching time) by start time */
  activities: PageOf(LessonHistoryItem),
  /**
   * Admins only (absent for teachers): changes of the month's completed lessons that
   * moved teaching time to or from this teacher, oldest first.
   */
  changes: Type.Optional(Type.Array(LessonChange)),
});
export type LessonHistoryResponse = Static<typeof LessonHistoryResponse>;

/**
 * Teacher pay (docs/product-rules.md#r-pay-3 … docs/product-rules.md#r-pay-6): hourly rates,
 * closed pay periods, adjustment lines and payslips. Money is an integer of the school
 * currency's minor unit; `currency` travels beside it. Students never see any of it.
 */
import { Type, type Static } from '@sinclair/typebox';
import { CalendarDay, CalendarMonth, CalendarYear, Id, Instant, LiteralUnion, MonthOfYearFields, NamedPerson, Nullable, PageWindow, SingleLineText } from './common';
import { CurrencyCode, LessonOutcome } from './pay-policy';

/** A rate for individual plans, group plans, or (null) both. */
export const RateKind = LiteralUnion(['individual', 'group']);
export type RateKind = Static<typeof RateKind>;

/** Money in minor units (cents); adjustments may be negative. */
const MinorUnits = Type.Integer({ minimum: -1_000_000_000, maximum: 1_000_000_000 });
const HourAmount = Type.Number({ minimum: -10_000, maximum: 10_000, multipleOf: 0.25 });

export const PayRate = Type.Object({
  id: Id,
  teacherId: Id,
  kind: Nullable(RateKind),
  /** minor units per hour of lesson */
  amountPerHour: Type.Integer({ minimum: 0 }),
  /** in force from this day (site time zone) until a later rate of the same kind */
  effectiveFrom: CalendarDay,
});
export type PayRate = Static<typeof PayRate>;

export const TeacherIdParams = Type.Object({ teacherId: Id });
export type TeacherIdParams = Static<typeof TeacherIdParams>;

export const RatesResponse = Type.Object({ currency: CurrencyCode, rates: Type.Array(PayRate) });
export type RatesResponse = Static<typeof RatesResponse>;

export const CreateRateRequest = Type.Object(
  {
    teacherId: Id,
    kind: Type.Optional(Nullable(RateKind)),
    amountPerHour: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
    effectiveFrom: CalendarDay,
  },
  { additionalProperties: false },
);
export type CreateRateRequest = Static<typeof CreateRateRequest>;
export const RateResponse = Type.Object({ rate: PayRate });

/** A change to pay after its period closed, paid in the teacher's next closed period. */
export const PayAdjustment = Type.Object({
  id: Id,
  teacherId: Id,
  createdBy: Nullable(NamedPerson),
  createdAt: Instant,
  reason: Type.String(),
  hours: Type.Number(),
  amount: Type.Integer(),
  activityId: Nullable(Id),
  /** the lesson it is about (its title and start), when it names one */
  lesson: Nullable(Type.Object({ title: Type.String(), startTime: Nullable(Instant) })),
  /** made by closing: a lesson of an already closed month added or completed later */
  automatic: Type.Boolean(),
  /** the closed period that paid it; null while it waits for the next one */
  periodId: Nullable(Id),
});
export type PayAdjustment = Static<typeof PayAdjustment>;

export const CreateAdjustmentRequest = Type.Object(
  {
    teacherId: Id,
    hours: Type.Optional(HourAmount),
    amount: MinorUnits,
    reason: SingleLineText({ maxLength: 300, required: true }),
    activityId: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type CreateAdjustmentRequest = Static<typeof CreateAdjustmentRequest>;
export const AdjustmentResponse = Type.Object({ adjustment: PayAdjustment });

/** A closed teacher-month: its lessons are paid and can no longer change. */
export const PayPeriod = Type.Object({
  id: Id,
  teacher: NamedPerson,
  year: CalendarYear,
  month: CalendarMonth,
  closedAt: Instant,
  /** lessons with an outcome paid in this period (any share, 0 % included) */
  lessons: Type.Integer({ minimum: 0 }),
  /** their hours */
  hours: Type.Number({ minimum: 0 }),
  /** what the lessons earned */
  amount: Type.Integer(),
  adjustmentsHours: Type.Number(),
  adjustmentsAmount: Type.Integer(),
  /** amount + adjustments */
  total: Type.Integer(),
  currency: CurrencyCode,
});
export type PayPeriod = Static<typeof PayPeriod>;

export const ClosePeriodRequest = Type.Object(
  { ...MonthOfYearFields, teacherId: Type.Optional(Id) },
  { additionalProperties: false },
);
export type ClosePeriodRequest = Static<typeof ClosePeriodRequest>;
/**
 * the periods this call closed (teachers with nothing to pay and already closed months are left
 * out); alreadyClosed: the teachers whose month another admin closed while this call ran
 */
export const ClosePeriodResponse = Type.Object({ periods: Type.Array(PayPeriod), alreadyClosed: Type.Optional(Type.Array(Id)) });
export type ClosePeriodResponse = Static<typeof ClosePeriodResponse>;

/** One page of closed periods (newest month first): 100 by default, like every paged list at most 100 a page. */
export const PAY_PERIODS_PAGE_SIZE = 100;
export const PayPeriodsQuery = Type.Object({ teacherId: Type.Optional(Id), ...PageWindow(PAY_PERIODS_PAGE_SIZE) }, { additionalProperties: false });
/** `periods`: the page; `total`: how many the whole list has. */
export const PayPeriodsResponse = Type.Object({ periods: Type.Array(PayPeriod), total: Type.Integer({ minimum: 0 }) });
export type PayPeriodsResponse = Static<typeof PayPeriodsResponse>;

/** What a teacher has earned and not yet been paid: lessons of open months and waiting adjustments. */
export const OpenPayResponse = Type.Object({
  teacherId: Id,
  currency: CurrencyCode,
  lessons: Type.Integer({ minimum: 0 }),
  hours: Type.Number({ minimum: 0 }),
  amount: Type.Integer(),
  /** lessons without a rate in force: hours but no amount */
  noRateLessons: Type.Integer({ minimum: 0 }),
  /** adjustments an admin entered, waiting for the next closed period */
  adjustments: Type.Array(PayAdjustment),
  /** lessons of already closed months added or completed since: each becomes an adjustment line when the next period closes */
  lateLessons: Type.Array(Type.Object({ activityId: Id, startTime: Instant, title: Type.String(), outcome: LessonOutcome, hours: Type.Number(), amount: Type.Integer() })),
});
export type OpenPayResponse = Static<typeof OpenPayResponse>;

/** One lesson on a payslip. */
export const PayslipLesson = Type.Object({
  activityId: Id,
  startTime: Instant,
  title: Type.String(),
  kind: RateKind,
  /** the plan the lesson belongs to (its title) */
  plan: Type.String(),
  /** the student of an individual plan; null for a group lesson (the plan names the group) */
  student: Nullable(Type.String()),
  outcome: LessonOutcome,
  hours: Type.Number({ minimum: 0 }),
  /** null: no rate was in force */
  ratePerHour: Nullable(Type.Integer({ minimum: 0 })),
  sharePercent: Type.Integer({ minimum: 0, maximum: 100 }),
  amount: Type.Integer(),
});
export type PayslipLesson = Static<typeof PayslipLesson>;

export const Payslip = Type.Object({
  period: PayPeriod,
  timeZone: Type.String(),
  byOutcome: Type.Array(Type.Object({ outcome: LessonOutcome, lessons: Type.Integer(), hours: Type.Number(), amount: Type.Integer() })),
  lessons: Type.Array(PayslipLesson),
  adjustments: Type.Array(PayAdjustment),
});
export type Payslip = Static<typeof Payslip>;
export const PayslipFileParams = Type.Object({ id: Id, format: LiteralUnion(['pdf', 'csv']) });

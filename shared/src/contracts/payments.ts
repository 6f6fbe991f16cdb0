/**
 * Teacher payment: docs/product-rules.md#r-paid-1 paid status and the /v1/teacherpayment/* calls (admin only).
 *
 * Paid status of a teacher-month, derived from its lessons every time it is read.
 * A lesson is an activity of the teacher that is completed, has teaching time
 * (lessonLength > 0) and starts inside the month in the site time zone:
 *  -1  unknown: the teacher has no completed lesson that month; nothing to pay, no checkbox
 *   0  unpaid: completed lessons exist and none is paid
 *   1  paid: every completed lesson is paid
 *   2  paid with additional hours, shown as partially paid: some completed lessons are
 *      paid and some are not — the month was marked paid and lessons were completed
 *      afterwards, or single lessons were marked or unmarked one by one
 *
 * Marking a month paid marks all its completed lessons paid in one transaction (2 → 1,
 * 0 → 1); unmarking it marks them all unpaid (→ 0). Every mark and unmark is recorded.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, LiteralUnion, MonthOfYearFields, NullableInstant } from './common';

const PaidStatus = LiteralUnion([-1, 0, 1, 2], {
  description: '-1 unknown (no completed lessons), 0 unpaid, 1 paid, 2 partially paid (additional hours)',
});
export type PaidStatus = Static<typeof PaidStatus>;

/** What a teacher-month's payment is, counted from its completed lessons each time it is read. */
export const MonthPaymentFields = {
  /** teaching time: the completed lessons' lesson lengths (a lesson is one hour) */
  hours: Type.Number({ minimum: 0 }),
  /** completed lessons */
  lessons: Type.Integer({ minimum: 0 }),
  /** completed lessons that are paid */
  paidLessons: Type.Integer({ minimum: 0 }),
  paid: PaidStatus,
};

/** A teacher-month's payment figures after a change, or as the report reads them. */
export const MonthPayment = Type.Object({ teacherId: Id, ...MonthOfYearFields, ...MonthPaymentFields });
export type MonthPayment = Static<typeof MonthPayment>;

/** POST /v1/teacherpayment/markpaid — pays (or, with paid false, unpays) a teacher-month. */
export const MarkPaidRequest = Type.Object(
  {
    teacherId: Id,
    ...MonthOfYearFields,
    /** false unmarks the month: all its completed lessons become unpaid */
    paid: Type.Optional(Type.Boolean({ default: true })),
  },
  { additionalProperties: false },
);
export type MarkPaidRequest = Static<typeof MarkPaidRequest>;

export const MarkPaidResponse = Type.Object({ month: MonthPayment });
export type MarkPaidResponse = Static<typeof MarkPaidResponse>;

/** POST /v1/teacherpayment/marksinglepaid — pays (or unpays) one completed lesson. */
export const MarkSinglePaidRequest = Type.Object(
  {
    activityId: Id,
    paid: Type.Optional(Type.Boolean({ default: true })),
  },
  { additionalProperties: false },
);
export type MarkSinglePaidRequest = Static<typeof MarkSinglePaidRequest>;

export const MarkSinglePaidResponse = Type.Object({
  activity: Type.Object({ id: Id, paid: Type.Boolean(), paidAt: NullableInstant }),
  /** the lesson's teacher-month after the change */
  month: MonthPayment,
});
export type MarkSinglePaidResponse = Static<typeof MarkSinglePaidResponse>;

/**
 * Lesson outcomes and the school's pay policy (docs/product-rules.md#r-pay-1).
 *
 * Every lesson that has happened, or was meant to, ends in one outcome. The policy says, per
 * outcome, which share of the lesson the teacher is paid and whether the student is owed a
 * make-up lesson. `held` is the completed lesson: completing a lesson sets it, and a lesson
 * whose outcome is `held` is completed.
 */
import { Type, type Static } from '@sinclair/typebox';

export const LESSON_OUTCOMES = ['held', 'cancelled_school', 'cancelled_notice', 'cancelled_late', 'no_show'] as const;
export const LessonOutcome = Type.Union(
  LESSON_OUTCOMES.map((o) => Type.Literal(o)),
  { description: 'held; cancelled by the school; cancelled by the student with notice; cancelled late; no-show' },
);
export type LessonOutcome = (typeof LESSON_OUTCOMES)[number];

/** ISO 4217 code of the school's currency; amounts are integers of its minor unit (cents). */
export const CurrencyCode = Type.String({ pattern: '^[A-Z]{3}$' });
export const DEFAULT_CURRENCY = 'EUR';

const Percent = Type.Integer({ minimum: 0, maximum: 100 });
const perOutcome = <T extends ReturnType<typeof Type.Integer> | ReturnType<typeof Type.Boolean>>(value: T) =>
  Type.Object(Object.fromEntries(LESSON_OUTCOMES.map((o) => [o, value])) as Record<LessonOutcome, T>, { additionalProperties: false });

export const PayPolicy = Type.Object(
  {
    /** share of the lesson the teacher is paid, in percent */
    teacherShare: perOutcome(Percent),
    /** whether the outcome gives each student of the lesson a make-up credit */
    makeUpCredit: perOutcome(Type.Boolean()),
    /** a student's cancellation at least this many hours before the start is "with notice" */
    noticeHours: Type.Integer({ minimum: 0, maximum: 24 * 30 }),
    /** a credit not used within this many days expires (it stays visible as expired) */
    creditExpiryDays: Type.Integer({ minimum: 1, maximum: 3650 }),
    /** at most this many credits per student per calendar month (site time zone); 0 = no cap */
    creditCapPerPeriod: Type.Integer({ minimum: 0, maximum: 100 }),
  },
  { additionalProperties: false, title: 'PayPolicy' },
);
export type PayPolicy = Static<typeof PayPolicy>;

/** What a school starts with: the common studio policy (late cancellations paid half). */
export const DEFAULT_PAY_POLICY: PayPolicy = {
  teacherShare: { held: 100, cancelled_school: 0, cancelled_notice: 0, cancelled_late: 50, no_show: 100 },
  makeUpCredit: { held: false, cancelled_school: true, cancelled_notice: true, cancelled_late: false, no_show: false },
  noticeHours: 48,
  creditExpiryDays: 120,
  creditCapPerPeriod: 2,
};

/** The teacher's share of a lesson with this outcome, in percent; a lesson without an outcome earns nothing yet. */
export function teacherSharePercent(outcome: LessonOutcome | null, policy: PayPolicy): number {
  return outcome ? policy.teacherShare[outcome] : 0;
}

export function earnsMakeUpCredit(outcome: LessonOutcome | null, policy: PayPolicy): boolean {
  return outcome ? policy.makeUpCredit[outcome] : false;
}

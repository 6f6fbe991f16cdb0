import { teacherSharePercent, type LessonOutcome, type PayPolicy, type RateKind } from '@studydesk/shared/contracts';
import { combineDateAndTime, dateInputValue, monthRange, type MonthOfYear } from '@studydesk/shared/dates';

export interface RateOfDay {
  kind: RateKind | null;
  amountPerHour: number;
  /** YYYY-MM-DD */
  effectiveFrom: string;
}

/**
 * docs/product-rules.md#r-pay-3: the rate in force on a lesson's day for its kind — among the
 * teacher's rates for that kind or for both (kind null), the latest effective day not after
 * the lesson's day; on the same day a rate for the kind wins over one for both.
 */
export function rateInForce<R extends RateOfDay>(rates: readonly R[], kind: RateKind, day: string): R | null {
  let best: R | null = null;
  for (const rate of rates) {
    if ((rate.kind !== null && rate.kind !== kind) || rate.effectiveFrom > day) continue;
    if (!best || rate.effectiveFrom > best.effectiveFrom || (rate.effectiveFrom === best.effectiveFrom && best.kind === null && rate.kind !== null)) {
      best = rate;
    }
  }
  return best;
}

/**
 * docs/product-rules.md#r-pay-3: a lesson's pay in minor units = hours × rate × share / 100,
 * rounded to the minor unit once per lesson (half away from zero); no rate in force pays 0.
 */
export function lessonPay(hours: number, ratePerHour: number | null, sharePercent: number): number {
  if (ratePerHour === null) return 0;
  const exact = (hours * ratePerHour * sharePercent) / 100;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

export interface PayableLesson {
  startTime: number;
  hours: number;
  kind: RateKind;
  outcome: LessonOutcome;
}

export interface LessonPay {
  ratePerHour: number | null;
  sharePercent: number;
  amount: number;
}

/** One lesson priced with the teacher's rates and the policy, its day read in the site time zone. */
export function priceLesson(lesson: PayableLesson, rates: readonly RateOfDay[], policy: PayPolicy, timeZone: string): LessonPay {
  const rate = rateInForce(rates, lesson.kind, dateInputValue(lesson.startTime, timeZone));
  const sharePercent = teacherSharePercent(lesson.outcome, policy);
  const ratePerHour = rate ? rate.amountPerHour : null;
  return { ratePerHour, sharePercent, amount: lessonPay(lesson.hours, ratePerHour, sharePercent) };
}

/** The instant a rate starts: midnight of its day in the site time zone. */
function dayStart(day: string, timeZone: string): number {
  return combineDateAndTime(day, '00:00', timeZone) ?? Number.NaN;
}

/**
 * The instants inside [start, end) where some rate of these starts: between two of them every
 * teacher's rate for each kind stays the same, so lessons can be priced in groups.
 */
export function rateBoundaries(rates: readonly RateOfDay[], start: number, end: number, timeZone: string): number[] {
  // only days inside the month, each once: turning a day into an instant in a zone is the slow part
  const [first, last] = [dateInputValue(start, timeZone), dateInputValue(end - 1, timeZone)];
  const days = new Set(rates.map((r) => r.effectiveFrom).filter((day) => day > first && day <= last));
  const inside = [...days].map((day) => dayStart(day, timeZone)).filter((at) => at > start && at < end);
  return inside.sort((a, b) => a - b);
}

export interface MonthSpan extends MonthOfYear {
  start: number;
  end: number;
  timeZone: string;
}

export function monthSpan(month: MonthOfYear, timeZone: string): MonthSpan {
  const [start, end] = monthRange(month.month, month.year, timeZone);
  return { ...month, start, end, timeZone };
}

export const monthKey = ({ year, month }: MonthOfYear) => year * 12 + (month - 1);

export const NOTHING_TO_CLOSE = 'This teacher has nothing to pay for that month';
export const ALREADY_CLOSED = 'This month is already closed for this teacher: record a change as an adjustment';
export const RATE_DAY_TAKEN = 'This teacher already has a rate for that kind from that day: remove it first to change it';
export const CLOSED_MEANWHILE = 'Another admin has just closed pay for this teacher: reload to see it';
export const MONTH_NOT_OVER = 'A month can be closed only once it is over';
export const ALL_CLOSED = 'This month is already closed for every teacher with something to pay';
export const PAID_BY_CLOSING = 'A lesson is paid by closing its month for its teacher (Pay periods): one lesson cannot be paid on its own';
export const LESSON_IN_CLOSED_PERIOD = 'This lesson belongs to a closed pay period: record a change as an adjustment';

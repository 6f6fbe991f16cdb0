import type { Kysely } from 'kysely';
import { LESSON_OUTCOMES, type OpenPayResponse, type Payslip } from '@studydesk/shared/contracts';
import { currentMonth } from '@studydesk/shared/dates';
import type { Database } from '../../db/schema';
import { toAdjustment, toPayPeriod, toPayslipLesson } from './dto';
import { closedMonths, priced, splitLate, unpaidLessons } from './queries/payable-lessons';
import { adjustments, periodLessons, type PeriodRow } from './queries/periods';
import { ratesOf } from './queries/rates';
import { monthSpan } from './rules';
import type { PayPolicy } from '@studydesk/shared/contracts';

type Db = Kysely<Database>;
const round = (value: number) => Math.round(value * 100) / 100;

export interface PaySettings {
  timeZone: string;
  payPolicy: PayPolicy;
  currency: string;
}

/**
 * What a teacher has earned and not been paid (docs/product-rules.md#r-pay-4): lessons with an
 * outcome up to the end of this month in no closed period, at today's rates and policy, and
 * the adjustments waiting for the next period.
 */
export async function openPay(db: Db, teacherId: number, settings: PaySettings, now: number): Promise<OpenPayResponse> {
  const { end } = monthSpan(currentMonth(settings.timeZone, now), settings.timeZone);
  const rates = (await ratesOf(db, [teacherId])).get(teacherId) ?? [];
  const lessons = priced(await unpaidLessons(db, teacherId, { before: end }), { rates, policy: settings.payPolicy, timeZone: settings.timeZone });
  const { open, late } = splitLate(lessons, await closedMonths(db, teacherId), settings.timeZone);
  const waiting = (await adjustments(db, { teacherId, periodId: null })).map(toAdjustment);
  return {
    teacherId,
    currency: settings.currency,
    lessons: open.length,
    hours: round(open.reduce((sum, l) => sum + l.hours, 0)),
    amount: open.reduce((sum, l) => sum + l.amount, 0),
    noRateLessons: open.filter((l) => l.ratePerHour === null).length,
    adjustments: waiting,
    lateLessons: late.map((l) => ({ activityId: l.activityId, startTime: new Date(l.startTime).toISOString(), title: l.title, outcome: l.outcome, hours: l.hours, amount: l.amount })),
  };
}

/** A closed period's payslip (docs/product-rules.md#r-pay-5): its lessons, by outcome, and the adjustments it paid. */
export async function payslipOf(db: Db, period: PeriodRow, timeZone: string): Promise<Payslip> {
  const lessons = (await periodLessons(db, period.id)).map(toPayslipLesson);
  const byOutcome = LESSON_OUTCOMES.map((outcome) => {
    const of = lessons.filter((l) => l.outcome === outcome);
    return { outcome, lessons: of.length, hours: round(of.reduce((s, l) => s + l.hours, 0)), amount: of.reduce((s, l) => s + l.amount, 0) };
  }).filter((group) => group.lessons > 0);
  return {
    period: toPayPeriod(period),
    timeZone,
    byOutcome,
    lessons,
    adjustments: (await adjustments(db, { teacherId: period.teacher_id, periodId: period.id })).map(toAdjustment),
  };
}

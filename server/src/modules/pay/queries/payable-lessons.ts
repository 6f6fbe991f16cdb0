import type { Kysely, Transaction } from 'kysely';
import type { LessonOutcome, PayPolicy, RateKind } from '@studydesk/shared/contracts';
import { monthOf } from '@studydesk/shared/dates';
import type { Database } from '../../../db/schema';
import { monthKey, priceLesson, type LessonPay, type RateOfDay } from '../rules';

type Db = Kysely<Database> | Transaction<Database>;

export interface PricedLesson extends LessonPay {
  activityId: number;
  startTime: number;
  title: string;
  kind: RateKind;
  outcome: LessonOutcome;
  hours: number;
}

/**
 * A teacher's lessons not paid yet (docs/product-rules.md#r-pay-4): with an outcome and teaching
 * time, in no closed period and no automatic adjustment line, starting before `before`.
 */
export async function unpaidLessons(db: Db, teacherId: number, window: { from?: number; before: number }): Promise<Array<Omit<PricedLesson, keyof LessonPay>>> {
  let query = db
    .selectFrom('activities as a')
    .innerJoin('study_plans as sp', 'sp.id', 'a.study_plan_id')
    .select(['a.id', 'a.start_time', 'a.lesson_title', 'a.lesson_length', 'a.outcome', 'sp.is_group'])
    .where('a.teacher_id', '=', teacherId)
    .where('a.start_time', '<', window.before)
    .where('a.outcome', 'is not', null)
    .where('a.lesson_length', '>', 0)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('pay_period_lessons as pl').select('pl.activity_id').whereRef('pl.activity_id', '=', 'a.id'))))
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('pay_adjustments as j').select('j.id').whereRef('j.activity_id', '=', 'a.id').where('j.automatic', '=', 1))),
    );
  if (window.from !== undefined) query = query.where('a.start_time', '>=', window.from);
  const rows = await query.orderBy('a.start_time').orderBy('a.id').execute();
  return rows.map((row) => ({
    activityId: Number(row.id),
    startTime: Number(row.start_time),
    title: row.lesson_title,
    kind: Number(row.is_group) === 1 ? 'group' : 'individual',
    outcome: row.outcome as LessonOutcome,
    hours: Number(row.lesson_length),
  }));
}

/** The months (year*12 + month-1) a teacher has closed. */
export async function closedMonths(db: Db, teacherId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('pay_periods').select(['year', 'month']).where('teacher_id', '=', teacherId).execute();
  return new Set(rows.map((row) => monthKey({ year: Number(row.year), month: Number(row.month) })));
}

export interface Pricing {
  rates: readonly RateOfDay[];
  policy: PayPolicy;
  timeZone: string;
}

export function priced(lessons: Array<Omit<PricedLesson, keyof LessonPay>>, pricing: Pricing): PricedLesson[] {
  return lessons.map((lesson) => ({ ...lesson, ...priceLesson(lesson, pricing.rates, pricing.policy, pricing.timeZone) }));
}

/** Splits unpaid lessons into those of open months and late ones (their month is already closed). */
export function splitLate<L extends { startTime: number }>(lessons: L[], closed: Set<number>, timeZone: string): { open: L[]; late: L[] } {
  const open: L[] = [];
  const late: L[] = [];
  for (const lesson of lessons) (closed.has(monthKey(monthOf(lesson.startTime, timeZone))) ? late : open).push(lesson);
  return { open, late };
}

import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { LessonOutcome, PayPolicy } from '@studydesk/shared/contracts';
import { dateInputValue } from '@studydesk/shared/dates';
import { readTogether } from '../../../db/read-together';
import type { Database } from '../../../db/schema';
import { lessonPay, rateBoundaries, rateInForce, type MonthSpan } from '../rules';
import { teacherSharePercent } from '@studydesk/shared/contracts';
import { ratesOf } from './rates';

type Db = Kysely<Database>;

export interface MonthAmount {
  amount: number;
  /** lessons with an outcome and no rate in force */
  noRateLessons: number;
}

/** Which span between rate boundaries an instant falls in: 0 before the first (and without any). */
function spanIndex(boundaries: number[]): RawBuilder<number> {
  // a bare constant would read as a column position in GROUP BY: compare to nothing instead
  if (boundaries.length === 0) return sql<number>`(case when a.start_time is null then 1 else 0 end)`;
  return sql<number>`(${sql.join(boundaries.map((at) => sql`case when a.start_time >= ${sql.lit(Math.trunc(at))} then 1 else 0 end`), sql` + `)})`;
}

/**
 * What each teacher's lessons of the month earn (docs/product-rules.md#r-pay-3), in one grouped
 * query: lessons are counted per kind, outcome, length and span between rate changes, and each
 * group is priced once — the same sum as pricing and rounding every lesson, without reading
 * them one by one (the report shows a page of teachers over a month of up to ~40k lessons).
 */
export async function monthAmounts(db: Db, teacherIds: readonly number[], span: MonthSpan, policy: PayPolicy): Promise<Map<number, MonthAmount>> {
  const result = new Map<number, MonthAmount>(teacherIds.map((id) => [id, { amount: 0, noRateLessons: 0 }]));
  if (teacherIds.length === 0) return result;
  // what was paid does not depend on the rates; what is open is priced by them
  const [[rates, boundaries, rows], settled] = await readTogether(
    db,
    async () => {
      const rates = await ratesOf(db, teacherIds);
      const boundaries = rateBoundaries([...rates.values()].flat(), span.start, span.end, span.timeZone);
      const spanOf = spanIndex(boundaries);
      const rows = await db
        .selectFrom('activities as a')
        .innerJoin('study_plans as sp', 'sp.id', 'a.study_plan_id')
        .select((eb) => ['a.teacher_id', 'sp.is_group', 'a.outcome', 'a.lesson_length', spanOf.as('span'), eb.fn.countAll<number>().as('lessons')])
        .where('a.teacher_id', 'in', [...teacherIds])
        .where('a.start_time', '>=', span.start)
        .where('a.start_time', '<', span.end)
        .where('a.outcome', 'is not', null)
        .where('a.lesson_length', '>', 0)
        // paid lessons keep what they were paid (settledAmounts): only open ones are priced at today's rates
        .where((eb) => eb.not(eb.exists(eb.selectFrom('pay_period_lessons as pl').select('pl.activity_id').whereRef('pl.activity_id', '=', 'a.id'))))
        .where((eb) => eb.not(eb.exists(eb.selectFrom('pay_adjustments as j').select('j.id').whereRef('j.activity_id', '=', 'a.id').where('j.automatic', '=', 1))))
        .groupBy(['a.teacher_id', 'sp.is_group', 'a.outcome', 'a.lesson_length', spanOf])
        .execute();
      return [rates, boundaries, rows] as const;
    },
    () => settledAmounts(db, teacherIds, span),
  );
  // the day each span starts on, read once per span (reading a day in a zone is not free)
  const days = [span.start, ...boundaries].map((at) => dateInputValue(at, span.timeZone));
  for (const row of rows) {
    const teacherId = Number(row.teacher_id);
    const day = days[Number(row.span)];
    const rate = rateInForce(rates.get(teacherId) ?? [], Number(row.is_group) === 1 ? 'group' : 'individual', day);
    const lessons = Number(row.lessons);
    const share = teacherSharePercent(row.outcome as LessonOutcome, policy);
    const total = result.get(teacherId)!;
    total.amount += lessons * lessonPay(Number(row.lesson_length), rate ? rate.amountPerHour : null, share);
    if (!rate) total.noRateLessons += lessons;
  }
  for (const row of settled) {
    const total = result.get(Number(row.teacher_id))!;
    total.amount += Number(row.amount);
    total.noRateLessons += Number(row.no_rate);
  }
  return result;
}

/**
 * What the month's paid lessons were paid, per teacher (docs/product-rules.md#r-pay-4): the
 * amounts their closed periods stored, and for a late lesson its automatic adjustment line.
 * A rate changed after closing does not move a closed month's amount.
 */
async function settledAmounts(db: Db, teacherIds: readonly number[], span: MonthSpan) {
  const inPeriods = db
    .selectFrom('pay_period_lessons as pl')
    .innerJoin('pay_periods as p', 'p.id', 'pl.period_id')
    .select((eb) => [
      'p.teacher_id',
      eb.fn.sum<number>('pl.amount').as('amount'),
      eb.fn.sum<number>(sql<number>`case when pl.rate_per_hour is null then 1 else 0 end`).as('no_rate'),
    ])
    .where('p.teacher_id', 'in', [...teacherIds])
    .where('pl.start_time', '>=', span.start)
    .where('pl.start_time', '<', span.end)
    .groupBy('p.teacher_id');
  const late = db
    .selectFrom('pay_adjustments as j')
    .innerJoin('activities as a', 'a.id', 'j.activity_id')
    .select((eb) => ['j.teacher_id', eb.fn.sum<number>('j.amount').as('amount'), sql<number>`0`.as('no_rate')])
    .where('j.automatic', '=', 1)
    .where('j.teacher_id', 'in', [...teacherIds])
    .where('a.start_time', '>=', span.start)
    .where('a.start_time', '<', span.end)
    .groupBy('j.teacher_id');
  return inPeriods.unionAll(late).execute();
}

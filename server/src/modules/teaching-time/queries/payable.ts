import type { Kysely } from 'kysely';
import { teacherSharePercent, type LessonOutcome, type PayableMonth, type PayPolicy } from '@studydesk/shared/contracts';
import type { Database } from '../../../db/schema';
import { roundHours, type MonthRange } from '../rules';
import { startsInMonth } from './month';

/**
 * A teacher-month's payable hours and lessons (docs/product-rules.md#r-pay-3), as pay counts
 * them: the lessons with an outcome and teaching time, each at the policy's share for its
 * outcome (teacherSharePercent, the one definition), or at the share its closed period paid.
 * Grouped in SQL by outcome, length and paid share, so a busy month is one small read.
 */
export async function payableMonth(db: Kysely<Database>, teacherId: number, range: MonthRange, policy: PayPolicy): Promise<PayableMonth> {
  const rows = await db
    .selectFrom('activities as a')
    .leftJoin('pay_period_lessons as pl', 'pl.activity_id', 'a.id')
    .select((eb) => ['a.outcome', 'a.lesson_length', 'pl.share_percent', eb.fn.countAll<number>().as('lessons')])
    .where('a.teacher_id', '=', teacherId)
    .where((eb) => startsInMonth(eb, 'a.start_time', range))
    .where('a.outcome', 'is not', null)
    .where('a.lesson_length', '>', 0)
    .groupBy(['a.outcome', 'a.lesson_length', 'pl.share_percent'])
    .execute();
  let hours = 0;
  let lessons = 0;
  for (const row of rows) {
    const share = row.share_percent ?? teacherSharePercent(row.outcome as LessonOutcome, policy);
    const count = Number(row.lessons);
    hours += (count * Number(row.lesson_length) * share) / 100;
    if (share > 0) lessons += count;
  }
  return { hours: roundHours(hours), lessons };
}

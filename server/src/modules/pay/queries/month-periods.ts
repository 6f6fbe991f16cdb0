import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * The teachers whose month is a closed period, with the currency it was paid in: the
 * report shows those months as paid for good, in that currency (docs/product-rules.md#r-pay-8).
 */
export async function closedMonthsOf(
  db: Kysely<Database>,
  teacherIds: readonly number[],
  month: { year: number; month: number },
): Promise<Map<number, { periodId: number; currency: string }>> {
  if (teacherIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('pay_periods')
    .select(['id', 'teacher_id', 'currency'])
    .where('teacher_id', 'in', [...teacherIds])
    .where('year', '=', month.year)
    .where('month', '=', month.month)
    .execute();
  return new Map(rows.map((r) => [Number(r.teacher_id), { periodId: Number(r.id), currency: r.currency }]));
}

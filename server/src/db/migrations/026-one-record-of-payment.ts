import { sql, type Kysely, type Migration } from 'kysely';
import { monthOf } from '@studydesk/shared/dates';

/** The reason of an automatic line, as docs/product-rules.md#r-pay-4 writes it (a dictionary key). */
const LATE_LESSON_REASON = 'Lesson of a closed month, added or completed later';

/**
 * One record of payment (docs/product-rules.md#r-pay-4, docs/product-rules.md#r-paid-2):
 * - a rate per teacher, kind and day: duplicates an older version let through keep the latest
 *   entry (the one the rate list showed as replacing the others), and a unique index refuses
 *   the next (a rate for both kinds, kind null, counts as its own kind);
 * - lessons marked paid by the old flag that no period holds (marked since 016 turned the
 *   months marked paid into periods) join one: a month with no period for their teacher becomes
 *   a closed period of them; in a month already closed, each becomes an automatic line of that
 *   period. Like 016 they pay 0 (they were paid outside the product) and no payslip is made,
 *   so no later close pays them again;
 * - a lesson a period holds is flagged paid (the flag mirrors the periods).
 */
export const oneRecordOfPaymentMigration: Migration = {
  async up(db: Kysely<any>) {
    await sql`delete from pay_rates where id not in (select max(id) from pay_rates group by teacher_id, coalesce(kind, ''), effective_from)`.execute(db);
    await sql`create unique index pay_rates_day_unique on pay_rates (teacher_id, (coalesce(kind, '')), effective_from)`.execute(db);
    await paidMarksIntoPeriods(db);
    await sql`update activities set paid = 1 where paid = 0 and (id in (select activity_id from pay_period_lessons) or id in (select activity_id from pay_adjustments where automatic = 1 and period_id is not null and activity_id is not null))`.execute(db);
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('pay_rates_day_unique').execute();
  },
};

async function paidMarksIntoPeriods(db: Kysely<any>): Promise<void> {
  const settings = await db.selectFrom('site_settings').select(['time_zone', 'currency']).executeTakeFirst();
  const timeZone: string = settings?.time_zone || 'UTC';
  const currency: string = settings?.currency ?? 'EUR';
  const marked = await db
    .selectFrom('activities as a')
    .innerJoin('study_plans as sp', 'sp.id', 'a.study_plan_id')
    .select(['a.id', 'a.teacher_id', 'a.start_time', 'a.paid_at', 'a.lesson_title', 'a.lesson_length', 'a.outcome', 'sp.is_group'])
    .where('a.paid', '=', 1)
    .where('a.teacher_id', 'is not', null)
    .where('a.start_time', 'is not', null)
    .where('a.lesson_length', '>', 0)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('pay_period_lessons as pl').select('pl.activity_id').whereRef('pl.activity_id', '=', 'a.id'))))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('pay_adjustments as j').select('j.id').whereRef('j.activity_id', '=', 'a.id').where('j.automatic', '=', 1))))
    .orderBy('a.start_time')
    .orderBy('a.id')
    .execute();
  const months = new Map<string, typeof marked>();
  for (const row of marked) {
    const { year, month } = monthOf(Number(row.start_time), timeZone);
    const key = `${row.teacher_id}|${year}|${month}`;
    months.set(key, [...(months.get(key) ?? []), row]);
  }
  for (const [key, lessons] of months) {
    const [teacherId, year, month] = key.split('|').map(Number);
    const mark = await db.selectFrom('teacher_payments').select(['marked_by', 'marked_at']).where('teacher_id', '=', teacherId).where('year', '=', year).where('month', '=', month).executeTakeFirst();
    const closedAt = Number(mark?.marked_at ?? Math.max(...lessons.map((l) => Number(l.paid_at ?? 0))));
    const existing = await db.selectFrom('pay_periods').select('id').where('teacher_id', '=', teacherId).where('year', '=', year).where('month', '=', month).executeTakeFirst();
    if (existing) {
      for (const l of lessons) {
        await db
          .insertInto('pay_adjustments')
          .values({ teacher_id: teacherId, created_by: mark?.marked_by ?? null, created_at: closedAt, reason: LATE_LESSON_REASON, hours: 0, amount: 0, activity_id: l.id, automatic: 1, period_id: existing.id })
          .execute();
      }
      continue;
    }
    const { id } = await db
      .insertInto('pay_periods')
      .values({
        teacher_id: teacherId, year, month, closed_at: closedAt, closed_by: mark?.marked_by ?? null,
        lessons: lessons.length, hours: lessons.reduce((sum, l) => sum + Number(l.lesson_length), 0),
        amount: 0, adjustments_hours: 0, adjustments_amount: 0, currency,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const l of lessons) {
      await db
        .insertInto('pay_period_lessons')
        .values({
          period_id: id, activity_id: l.id, start_time: l.start_time, title: l.lesson_title, kind: Number(l.is_group) === 1 ? 'group' : 'individual',
          outcome: l.outcome ?? 'held', hours: Number(l.lesson_length), rate_per_hour: null, share_percent: 0, amount: 0,
        })
        .execute();
    }
  }
}

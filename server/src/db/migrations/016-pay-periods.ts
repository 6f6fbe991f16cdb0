import { sql, type Kysely, type Migration } from 'kysely';
import { monthOf } from '@studydesk/shared/dates';
import type { DbDialect } from '../connection';
import { addIndex, belongsTo, flag, identity, required } from './columns';
import { tablesMigration } from './tables';

/**
 * Teacher pay (docs/product-rules.md#r-pay-3 … docs/product-rules.md#r-pay-5): hourly rates per
 * teacher and lesson kind, closed pay periods with the lessons each paid (a lesson once:
 * `pay_period_lessons.activity_id` is unique) and adjustment lines. Months already marked
 * paid become closed periods of their paid lessons; their unpaid lessons (today's "partially
 * paid") wait as late lessons for the next period. No rate existed, so those periods pay 0.
 */
export function payPeriodsMigration(dialect: DbDialect): Migration {
  return tablesMigration([
    {
      name: 'pay_rates',
      columns: {
        id: identity(dialect),
        teacher_id: belongsTo('users'),
        kind: ['varchar(10)', (col) => col.check(sql`kind is null or kind in ('individual', 'group')`)],
        amount_per_hour: ['integer', (col) => col.notNull().check(sql`amount_per_hour >= 0`)],
        effective_from: required('varchar(10)'),
        created_by: 'integer',
        created_at: required('bigint'),
      },
      indexes: { pay_rates_teacher_idx: ['teacher_id', 'effective_from'] },
    },
    {
      name: 'pay_periods',
      columns: {
        id: identity(dialect),
        teacher_id: belongsTo('users'),
        year: required('integer'),
        month: required('integer'),
        closed_at: required('bigint'),
        closed_by: 'integer',
        lessons: required('integer'),
        hours: required('double precision'),
        amount: required('bigint'),
        adjustments_hours: required('double precision'),
        adjustments_amount: required('bigint'),
        currency: required('varchar(3)'),
      },
      constraints: (t) => t.addUniqueConstraint('pay_periods_month_unique', ['teacher_id', 'year', 'month']),
    },
    {
      name: 'pay_period_lessons',
      columns: {
        period_id: belongsTo('pay_periods'),
        // no reference: the line is the record of what was paid, whatever happens to the lesson
        activity_id: ['integer', (col) => col.notNull().unique()],
        start_time: required('bigint'),
        title: required('text'),
        kind: required('varchar(10)'),
        outcome: required('varchar(20)'),
        hours: required('double precision'),
        rate_per_hour: 'integer',
        share_percent: required('integer'),
        amount: required('bigint'),
      },
      indexes: { pay_period_lessons_period_idx: ['period_id', 'start_time'] },
    },
    {
      name: 'pay_adjustments',
      columns: {
        id: identity(dialect),
        teacher_id: belongsTo('users'),
        created_by: 'integer',
        created_at: required('bigint'),
        reason: required('text'),
        hours: required('double precision'),
        amount: required('bigint'),
        activity_id: 'integer',
        automatic: flag('automatic'),
        period_id: ['integer', (col) => col.references('pay_periods.id').onDelete('cascade')],
      },
      indexes: { pay_adjustments_teacher_idx: ['teacher_id', 'period_id'] },
    },
  ], {
    async up(db: Kysely<any>) {
      // a late lesson is paid by one automatic line at most (never twice)
      await db.schema.createIndex('pay_adjustments_lesson_unique').on('pay_adjustments').column('activity_id').unique().where(sql.ref('automatic'), '=', 1).execute();
      // the teaching-time report's amounts: lessons with an outcome per teacher and month, from the index alone
      await addIndex(db, 'activities_teacher_pay_idx', 'activities', ['teacher_id', 'start_time', 'outcome', 'lesson_length', 'study_plan_id']);
      await closePaidMonths(db);
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('activities_teacher_pay_idx').execute();
    },
  });
}

/** Every teacher-month with paid lessons becomes a closed period holding those lessons. */
async function closePaidMonths(db: Kysely<any>): Promise<void> {
  const settings = await db.selectFrom('site_settings').select(['time_zone', 'currency']).executeTakeFirst();
  const timeZone: string = settings?.time_zone || 'UTC';
  const currency: string = settings?.currency ?? 'EUR';
  const paid = await db
    .selectFrom('activities as a')
    .innerJoin('study_plans as sp', 'sp.id', 'a.study_plan_id')
    .select(['a.id', 'a.teacher_id', 'a.start_time', 'a.paid_at', 'a.lesson_title', 'a.lesson_length', 'a.outcome', 'sp.is_group'])
    .where('a.paid', '=', 1)
    .where('a.teacher_id', 'is not', null)
    .where('a.start_time', 'is not', null)
    .where('a.lesson_length', '>', 0)
    .orderBy('a.start_time')
    .execute();
  const months = new Map<string, typeof paid>();
  for (const row of paid) {
    const { year, month } = monthOf(Number(row.start_time), timeZone);
    const key = `${row.teacher_id}|${year}|${month}`;
    months.set(key, [...(months.get(key) ?? []), row]);
  }
  for (const [key, lessons] of months) {
    const [teacherId, year, month] = key.split('|').map(Number);
    const mark = await db.selectFrom('teacher_payments').select(['marked_by', 'marked_at']).where('teacher_id', '=', teacherId).where('year', '=', year).where('month', '=', month).executeTakeFirst();
    const closedAt = Number(mark?.marked_at ?? Math.max(...lessons.map((l) => Number(l.paid_at ?? 0))));
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

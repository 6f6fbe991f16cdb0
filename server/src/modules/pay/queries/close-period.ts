import { sql, type Kysely, type Transaction } from 'kysely';
import type { MonthOfYear } from '@studydesk/shared/dates';
import type { Database } from '../../../db/schema';
import { conflict } from '../../../permissions';
import { LATE_LESSON_REASON, type PayPolicy } from '@studydesk/shared/contracts';
import { ALREADY_CLOSED, CLOSED_MEANWHILE, NOTHING_TO_CLOSE, monthSpan } from '../rules';
import { closedMonths, priced, splitLate, unpaidLessons } from './payable-lessons';
import { ratesOf } from './rates';

const CHUNK = 500;
type Actor = { id: number; now: number };
type CloseSettings = { timeZone: string; payPolicy: PayPolicy; currency: string };
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Closes one teacher-month (docs/product-rules.md#r-pay-4) in one transaction: the period holds
 * the month's unpaid lessons with an outcome, each priced once; lessons of months closed
 * before (added or completed since) become automatic adjustment lines, and the adjustments
 * an admin entered are paid too. Every lesson it pays is marked paid, so it can no longer
 * change. Answers the new period's id. Runs in the caller's transaction (the demo school
 * closes its paid months as it is seeded).
 */
export async function closePeriodIn(trx: Transaction<Database>, teacherId: number, month: MonthOfYear, actor: Actor, settings: CloseSettings): Promise<number> {
  const span = monthSpan(month, settings.timeZone);
  await lockTeacherPay(trx, teacherId);
  const existing = await trx.selectFrom('pay_periods').select('id').where('teacher_id', '=', teacherId).where('year', '=', month.year).where('month', '=', month.month).executeTakeFirst();
  if (existing) throw conflict(ALREADY_CLOSED);
  const rates = (await ratesOf(trx, [teacherId])).get(teacherId) ?? [];
  const pricing = { rates, policy: settings.payPolicy, timeZone: settings.timeZone };
  const unpaid = await unpaidLessons(trx, teacherId, { before: span.end });
  const inMonth = priced(unpaid.filter((l) => l.startTime >= span.start), pricing);
  const late = priced(splitLate(unpaid.filter((l) => l.startTime < span.start), await closedMonths(trx, teacherId), settings.timeZone).late, pricing);
  const entered = await trx.selectFrom('pay_adjustments').select(['id', 'hours', 'amount']).where('teacher_id', '=', teacherId).where('period_id', 'is', null).execute();
  if (inMonth.length + late.length + entered.length === 0) throw conflict(NOTHING_TO_CLOSE);

  const { id: periodId } = await trx
    .insertInto('pay_periods')
    .values({
      teacher_id: teacherId,
      year: month.year,
      month: month.month,
      closed_at: actor.now,
      closed_by: actor.id,
      lessons: inMonth.length,
      hours: sum(inMonth.map((l) => l.hours)),
      amount: sum(inMonth.map((l) => l.amount)),
      adjustments_hours: sum([...late.map((l) => l.hours), ...entered.map((a) => Number(a.hours))]),
      adjustments_amount: sum([...late.map((l) => l.amount), ...entered.map((a) => Number(a.amount))]),
      currency: settings.currency,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < inMonth.length; i += CHUNK) {
    await trx
      .insertInto('pay_period_lessons')
      .values(inMonth.slice(i, i + CHUNK).map((l) => ({
        period_id: periodId, activity_id: l.activityId, start_time: l.startTime, title: l.title, kind: l.kind, outcome: l.outcome,
        hours: l.hours, rate_per_hour: l.ratePerHour, share_percent: l.sharePercent, amount: l.amount,
      })))
      .execute();
  }
  for (const l of late) {
    await trx
      .insertInto('pay_adjustments')
      .values({
        teacher_id: teacherId, created_by: actor.id, created_at: actor.now, reason: LATE_LESSON_REASON,
        hours: l.hours, amount: l.amount, activity_id: l.activityId, automatic: 1, period_id: periodId,
      })
      .execute();
  }
  if (entered.length > 0) {
    // claimed only while still waiting: the count decides, so a line is never paid by two periods
    const claimed = await trx
      .updateTable('pay_adjustments')
      .set({ period_id: periodId })
      .where('id', 'in', entered.map((a) => a.id))
      .where('period_id', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== entered.length) throw conflict(CLOSED_MEANWHILE);
  }
  await markPaid(trx, [...inMonth, ...late].map((l) => l.activityId), actor.now);
  await trx
    .insertInto('teacher_payments')
    .values({ teacher_id: teacherId, year: month.year, month: month.month, status: 1, marked_by: actor.id, marked_at: actor.now })
    .onConflict((oc) => oc.columns(['teacher_id', 'year', 'month']).doUpdateSet({ status: 1, marked_by: actor.id, marked_at: actor.now }))
    .execute();
  return Number(periodId);
}

/**
 * One teacher's pay is closed by one transaction at a time (docs/product-rules.md#r-pay-4):
 * a no-op update of the teacher's row takes its row lock on PostgreSQL (a second close of the
 * same teacher, any month, waits here until the first commits, then reads what it paid) and
 * the write lock on SQLite, before anything is read.
 */
async function lockTeacherPay(trx: Transaction<Database>, teacherId: number): Promise<void> {
  await sql`update users set profile = profile where id = ${teacherId}`.execute(trx);
}

/** Paid lessons keep their date, length, teacher and completion (docs/product-rules.md#r-paid-2). */
async function markPaid(trx: Transaction<Database>, ids: number[], now: number): Promise<void> {
  for (let i = 0; i < ids.length; i += CHUNK) {
    await trx.updateTable('activities').set({ paid: 1, paid_at: now, updated_at: now }).where('id', 'in', ids.slice(i, i + CHUNK)).execute();
  }
}

/**
 * The teachers who may have something to pay for the month and have no closed period for it:
 * what "close for all" tries to close (lessons of the month, waiting adjustments, late lessons).
 */
export async function teachersToClose(db: Kysely<Database>, month: MonthOfYear, timeZone: string): Promise<number[]> {
  const span = monthSpan(month, timeZone);
  const rows = await db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.profile', '=', 'teacher')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('pay_periods as p').select('p.id').whereRef('p.teacher_id', '=', 'u.id').where('p.year', '=', month.year).where('p.month', '=', month.month))))
    .where((eb) =>
      eb.or([
        eb.exists(
          eb.selectFrom('activities as a').select('a.id').whereRef('a.teacher_id', '=', 'u.id')
            .where('a.start_time', '>=', span.start).where('a.start_time', '<', span.end)
            .where('a.outcome', 'is not', null).where('a.lesson_length', '>', 0)
            .where((inner) => inner.not(inner.exists(inner.selectFrom('pay_period_lessons as pl').select('pl.activity_id').whereRef('pl.activity_id', '=', 'a.id')))),
        ),
        eb.exists(eb.selectFrom('pay_adjustments as j').select('j.id').whereRef('j.teacher_id', '=', 'u.id').where('j.period_id', 'is', null)),
        // a lesson of an earlier month not paid yet, once the teacher has closed a period: it may
        // be a late lesson of a closed month (closePeriodIn tells, and answers 409 when it is not)
        eb.and([
          eb.exists(eb.selectFrom('pay_periods as q').select('q.id').whereRef('q.teacher_id', '=', 'u.id')),
          eb.exists(
            eb.selectFrom('activities as b').select('b.id').whereRef('b.teacher_id', '=', 'u.id')
              .where('b.start_time', '<', span.start).where('b.outcome', 'is not', null).where('b.lesson_length', '>', 0)
              .where((inner) => inner.not(inner.exists(inner.selectFrom('pay_period_lessons as pl').select('pl.activity_id').whereRef('pl.activity_id', '=', 'b.id'))))
              .where((inner) => inner.not(inner.exists(inner.selectFrom('pay_adjustments as k').select('k.id').whereRef('k.activity_id', '=', 'b.id').where('k.automatic', '=', 1)))),
          ),
        ]),
      ]),
    )
    .orderBy('u.id')
    .execute();
  return rows.map((row) => Number(row.id));
}

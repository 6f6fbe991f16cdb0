import type { Kysely, Transaction } from 'kysely';
import type { MonthPayment } from '@studydesk/shared/contracts';
import type { Database } from '../../../db/schema';
import { conflict, notFound } from '../../../permissions';
import { monthOf } from '@studydesk/shared/dates';
import { MONTH_CLOSED, NOT_A_LESSON, NOTHING_TO_PAY, monthWindow, paidStateOf, roundHours, type MonthRange } from '../rules';
import { startsInMonth } from './month';
import { LESSON_IN_CLOSED_PERIOD } from '../../pay';
import { findTeacher } from '../../people';

type Db = Kysely<Database> | Transaction<Database>;

/** The completed lessons of one teacher-month (see paidStateOf in rules.ts for what counts). */
function monthLessons(db: Db, teacherId: number, range: MonthRange) {
  return db
    .selectFrom('activities')
    .where('teacher_id', '=', teacherId)
    .where((eb) => startsInMonth(eb, 'start_time', range))
    .where('is_completed', '=', 1)
    .where('lesson_length', '>', 0);
}

export async function monthPayment(db: Db, teacherId: number, range: MonthRange): Promise<MonthPayment> {
  const row = await monthLessons(db, teacherId, range)
    .select((eb) => [
      eb.fn.countAll<number>().as('lessons'),
      eb.fn.coalesce(eb.fn.sum<number>('lesson_length'), eb.val(0)).as('hours'),
      eb.fn.coalesce(eb.fn.sum<number>('paid'), eb.val(0)).as('paid_lessons'),
    ])
    .executeTakeFirstOrThrow();
  const lessons = Number(row.lessons);
  const paidLessons = Number(row.paid_lessons);
  return {
    teacherId,
    month: range.month,
    year: range.year,
    hours: roundHours(Number(row.hours)),
    lessons,
    paidLessons,
    paid: paidStateOf({ completedLessons: lessons, paidLessons }),
  };
}

interface Change {
  paid: boolean;
  actorId: number;
  now: number;
}

/**
 * Marks a teacher-month paid (all its completed lessons paid) or unpaid (all unpaid),
 * records the event and the month's state, in one transaction.
 */
export async function markMonth(db: Kysely<Database>, teacherId: number, range: MonthRange, change: Change): Promise<MonthPayment> {
  await findTeacher(db, teacherId);
  return db.transaction().execute(async (trx) => {
    const before = await monthPayment(trx, teacherId, range);
    if (before.lessons === 0) throw conflict(NOTHING_TO_PAY);
    if (!change.paid && (await isClosed(trx, teacherId, range))) throw conflict(MONTH_CLOSED);
    const paid = change.paid ? 1 : 0;
    await trx
      .updateTable('activities')
      .set({ paid, paid_at: change.paid ? change.now : null, updated_at: change.now })
      .where('id', 'in', monthLessons(trx, teacherId, range).select('id').where('paid', '!=', paid))
      .execute();
    const after = await monthPayment(trx, teacherId, range);
    await record(trx, { teacherId, activityId: null, range, change, status: after.paid, monthMark: true });
    return after;
  });
}

/** Marks one completed lesson paid or unpaid; answers its month's state afterwards. */
export async function markLesson(db: Kysely<Database>, activityId: number, timeZone: string, change: Change) {
  return db.transaction().execute(async (trx) => {
    const activity = await trx
      .selectFrom('activities')
      .select(['id', 'teacher_id', 'start_time', 'is_completed', 'lesson_length'])
      .where('id', '=', activityId)
      .executeTakeFirst();
    if (!activity) throw notFound('Activity not found');
    const { teacher_id: teacherId, start_time: startTime } = activity;
    if (teacherId === null || startTime === null || activity.is_completed !== 1 || !(activity.lesson_length > 0)) {
      throw conflict(NOT_A_LESSON);
    }
    const range = monthWindow(monthOf(Number(startTime), timeZone), timeZone);
    if (!change.paid && (await paidInPeriod(trx, activityId))) throw conflict(LESSON_IN_CLOSED_PERIOD);
    const paidAt = change.paid ? change.now : null;
    await trx
      .updateTable('activities')
      .set({ paid: change.paid ? 1 : 0, paid_at: paidAt, updated_at: change.now })
      .where('id', '=', activityId)
      .execute();
    const month = await monthPayment(trx, teacherId, range);
    await record(trx, { teacherId, activityId, range, change, status: month.paid, monthMark: false });
    return { activity: { id: activityId, paid: change.paid, paidAt: paidAt === null ? null : new Date(paidAt).toISOString() }, month };
  });
}

/**
 * A closed pay period is final (docs/product-rules.md#r-pay-4): its lessons cannot be unmarked;
 * a change is an adjustment line in the next period.
 */
async function isClosed(db: Db, teacherId: number, range: MonthRange): Promise<boolean> {
  const row = await db.selectFrom('pay_periods').select('id').where('teacher_id', '=', teacherId).where('year', '=', range.year).where('month', '=', range.month).executeTakeFirst();
  return row !== undefined;
}

async function paidInPeriod(db: Db, activityId: number): Promise<boolean> {
  const row = await db.selectFrom('pay_period_lessons').select('activity_id').where('activity_id', '=', activityId).executeTakeFirst();
  return row !== undefined;
}

interface PaymentRecord {
  teacherId: number;
  activityId: number | null;
  range: MonthRange;
  change: Change;
  /** the month's state after the change (never -1 here: a change needs a lesson) */
  status: number;
  monthMark: boolean;
}

/**
 * payment_events keeps every mark and unmark; teacher_payments keeps the month's state
 * after the latest change, and who last marked or unmarked the whole month and when.
 */
async function record(trx: Transaction<Database>, r: PaymentRecord): Promise<void> {
  const { teacherId, range, change } = r;
  await trx
    .insertInto('payment_events')
    .values({
      teacher_id: teacherId,
      activity_id: r.activityId,
      year: range.year,
      month: range.month,
      action: change.paid ? 'mark' : 'unmark',
      actor_id: change.actorId,
      at: change.now,
    })
    .execute();
  const status = Math.max(0, r.status);
  const marked = r.monthMark ? { marked_by: change.actorId, marked_at: change.now } : {};
  await trx
    .insertInto('teacher_payments')
    .values({ teacher_id: teacherId, year: range.year, month: range.month, status, marked_by: null, marked_at: null, ...marked })
    .onConflict((oc) => oc.columns(['teacher_id', 'year', 'month']).doUpdateSet({ status, ...marked }))
    .execute();
}

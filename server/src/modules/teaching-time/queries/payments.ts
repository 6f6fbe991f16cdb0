import type { Kysely, Transaction } from 'kysely';
import type { MonthPayment } from '@studydesk/shared/contracts';
import type { Database } from '../../../db/schema';
import { conflict, notFound } from '../../../permissions';
import { monthOf } from '@studydesk/shared/dates';
import { MONTH_CLOSED, NOT_A_LESSON, monthWindow, paidStateOf, roundHours, type MonthRange } from '../rules';
import { startsInMonth } from './month';
import { LESSON_IN_CLOSED_PERIOD, PAID_BY_CLOSING } from '../../pay';
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
}

/** Closes a teacher's month (the one way to pay, docs/product-rules.md#r-pay-4): the pay module's closing code. */
export type CloseMonth = (teacherId: number, range: MonthRange, actorId: number) => Promise<unknown>;

/**
 * docs/product-rules.md#r-paid-2: marking a teacher-month paid closes its pay period (payslip
 * and mail included), with the closing's answers (409 closed already, nothing to pay, month not
 * over). Unmarking a closed month is refused; a month with no period holds nothing paid, so
 * unmarking it changes nothing. Answers the month's state afterwards.
 */
export async function markMonth(db: Kysely<Database>, close: CloseMonth, teacherId: number, range: MonthRange, change: Change): Promise<MonthPayment> {
  await findTeacher(db, teacherId);
  if (change.paid) {
    await close(teacherId, range, change.actorId);
  } else if (await isClosed(db, teacherId, range)) {
    throw conflict(MONTH_CLOSED);
  }
  return monthPayment(db, teacherId, range);
}

/**
 * docs/product-rules.md#r-paid-2: one lesson is paid only by its period. Marking a lesson a
 * period (or an automatic line) already holds changes nothing; any other is refused with the
 * way to pay it (close its month). Unmarking a lesson a period holds is refused; one no period
 * holds is not paid, so nothing changes. Answers the lesson and its month's state.
 */
export async function markLesson(db: Kysely<Database>, activityId: number, timeZone: string, paid: boolean) {
  const activity = await db
    .selectFrom('activities')
    .select(['id', 'teacher_id', 'start_time', 'is_completed', 'lesson_length', 'paid_at'])
    .where('id', '=', activityId)
    .executeTakeFirst();
  if (!activity) throw notFound('Activity not found');
  const { teacher_id: teacherId, start_time: startTime } = activity;
  if (teacherId === null || startTime === null || activity.is_completed !== 1 || !(activity.lesson_length > 0)) {
    throw conflict(NOT_A_LESSON);
  }
  const range = monthWindow(monthOf(Number(startTime), timeZone), timeZone);
  const held = await paidInPeriod(db, activityId);
  if (paid && !held) throw conflict(PAID_BY_CLOSING);
  if (!paid && held) throw conflict(LESSON_IN_CLOSED_PERIOD);
  const paidAt = held && activity.paid_at !== null ? new Date(Number(activity.paid_at)).toISOString() : null;
  return { activity: { id: activityId, paid: held, paidAt }, month: await monthPayment(db, teacherId, range) };
}

/**
 * A closed pay period is final (docs/product-rules.md#r-pay-4): its lessons cannot be unmarked;
 * a change is an adjustment line in the next period.
 */
async function isClosed(db: Db, teacherId: number, range: MonthRange): Promise<boolean> {
  const row = await db.selectFrom('pay_periods').select('id').where('teacher_id', '=', teacherId).where('year', '=', range.year).where('month', '=', range.month).executeTakeFirst();
  return row !== undefined;
}

/** Is the lesson held by a closed period, as one of its lessons or as an automatic (late lesson) line it paid? */
async function paidInPeriod(db: Db, activityId: number): Promise<boolean> {
  const row = await db.selectFrom('pay_period_lessons').select('activity_id').where('activity_id', '=', activityId).executeTakeFirst();
  if (row) return true;
  const line = await db.selectFrom('pay_adjustments').select('id').where('activity_id', '=', activityId).where('automatic', '=', 1).where('period_id', 'is not', null).executeTakeFirst();
  return line !== undefined;
}

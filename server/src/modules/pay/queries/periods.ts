import type { Kysely } from 'kysely';
import { offsetPage, type PageRequest } from '../../../db/paging';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

export interface PeriodRow {
  id: number;
  teacher_id: number;
  first_name: string;
  last_name: string;
  title: string;
  language: string | null;
  email: string;
  year: number;
  month: number;
  closed_at: number | string;
  lessons: number | string;
  hours: number | string;
  amount: number | string;
  adjustments_hours: number | string;
  adjustments_amount: number | string;
  currency: string;
}

function periods(db: Db) {
  return db
    .selectFrom('pay_periods as p')
    .innerJoin('users as t', 't.id', 'p.teacher_id')
    .select([
      'p.id', 'p.teacher_id', 't.first_name', 't.last_name', 't.title', 't.language', 't.email', 'p.year', 'p.month', 'p.closed_at',
      'p.lessons', 'p.hours', 'p.amount', 'p.adjustments_hours', 'p.adjustments_amount', 'p.currency',
    ]);
}

/** One page of closed periods, newest month first, and how many there are; one teacher's or everyone's. */
export async function listPeriods(db: Db, teacherId: number | undefined, page: PageRequest): Promise<{ rows: PeriodRow[]; total: number }> {
  let query = periods(db);
  if (teacherId !== undefined) query = query.where('p.teacher_id', '=', teacherId);
  return offsetPage(query.orderBy('p.year', 'desc').orderBy('p.month', 'desc').orderBy('t.last_name').orderBy('t.first_name').orderBy('p.id'), page);
}

export async function findPeriod(db: Db, id: number): Promise<PeriodRow | undefined> {
  return periods(db).where('p.id', '=', id).executeTakeFirst();
}

/**
 * A period's lessons with their plan and, for an individual plan, its student: a payslip
 * row says whom the lesson was for, not only its title. The plan is read as it is now (a
 * renamed plan shows its new name); the amounts are what the period stored.
 */
export async function periodLessons(db: Db, periodId: number) {
  const rows = await db
    .selectFrom('pay_period_lessons as pl')
    .leftJoin('activities as a', 'a.id', 'pl.activity_id')
    .leftJoin('study_plans as sp', 'sp.id', 'a.study_plan_id')
    .selectAll('pl')
    .select(['sp.id as plan_id', 'sp.title as plan_title'])
    .where('pl.period_id', '=', periodId)
    .orderBy('pl.start_time')
    .orderBy('pl.activity_id')
    .execute();
  const planIds = [...new Set(rows.filter((r) => r.kind === 'individual' && r.plan_id !== null).map((r) => Number(r.plan_id)))];
  const students = new Map<number, string>();
  if (planIds.length > 0) {
    const members = await db
      .selectFrom('study_plan_members as m')
      .innerJoin('users as u', 'u.id', 'm.student_id')
      .select(['m.study_plan_id', 'u.first_name', 'u.last_name'])
      .where('m.study_plan_id', 'in', planIds)
      .orderBy('m.study_plan_id')
      .orderBy('m.student_id')
      .execute();
    for (const m of members) {
      const planId = Number(m.study_plan_id);
      if (!students.has(planId)) students.set(planId, [m.first_name, m.last_name].filter(Boolean).join(' '));
    }
  }
  return rows.map((r) => ({
    ...r,
    plan_title: r.plan_title ?? '',
    student: r.kind === 'individual' && r.plan_id !== null ? (students.get(Number(r.plan_id)) ?? null) : null,
  }));
}

export interface AdjustmentRow {
  id: number;
  teacher_id: number;
  created_at: number | string;
  reason: string;
  hours: number | string;
  amount: number | string;
  activity_id: number | null;
  automatic: number;
  period_id: number | null;
  by_id: number | null;
  by_first_name: string | null;
  by_last_name: string | null;
  by_title: string | null;
  lesson_title: string | null;
  lesson_start: number | string | null;
}

/** A teacher's adjustment lines: those a period paid, or (periodId null) those still waiting. */
export async function adjustments(db: Db, where: { teacherId: number; periodId: number | null }): Promise<AdjustmentRow[]> {
  return db
    .selectFrom('pay_adjustments as j')
    .leftJoin('users as by', 'by.id', 'j.created_by')
    .leftJoin('activities as a', 'a.id', 'j.activity_id')
    .select([
      'j.id', 'j.teacher_id', 'j.created_at', 'j.reason', 'j.hours', 'j.amount', 'j.activity_id', 'j.automatic', 'j.period_id',
      'by.id as by_id', 'by.first_name as by_first_name', 'by.last_name as by_last_name', 'by.title as by_title',
      'a.lesson_title as lesson_title', 'a.start_time as lesson_start',
    ])
    .where('j.teacher_id', '=', where.teacherId)
    .where((eb) => (where.periodId === null ? eb('j.period_id', 'is', null) : eb('j.period_id', '=', where.periodId)))
    .orderBy('j.created_at')
    .orderBy('j.id')
    .execute();
}

export async function insertAdjustment(
  db: Db,
  row: { teacherId: number; hours: number; amount: number; reason: string; activityId: number | null; createdBy: number; now: number },
): Promise<number> {
  const { id } = await db
    .insertInto('pay_adjustments')
    .values({
      teacher_id: row.teacherId, created_by: row.createdBy, created_at: row.now, reason: row.reason,
      hours: row.hours, amount: row.amount, activity_id: row.activityId, automatic: 0, period_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

/** The lesson an adjustment names: it must be one of that teacher's. */
export async function lessonOfTeacher(db: Db, activityId: number, teacherId: number): Promise<boolean> {
  const row = await db.selectFrom('activities').select('id').where('id', '=', activityId).where('teacher_id', '=', teacherId).executeTakeFirst();
  return row !== undefined;
}

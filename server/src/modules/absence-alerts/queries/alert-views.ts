import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { offsetPage, type PageRequest } from '../../../db/paging';
import type { AbsenceAlertScope } from '../../../permissions';

type Db = Kysely<Database>;

/** Alerts with the plan, the student and the admin who resolved them: every view of an alert reads these. */
function alertRows(db: Db) {
  return db
    .selectFrom('absence_alerts as al')
    .innerJoin('study_plans as p', 'p.id', 'al.study_plan_id')
    .innerJoin('users as s', 's.id', 'al.student_id')
    .leftJoin('users as r', 'r.id', 'al.resolved_by')
    .select([
      'al.id', 'al.rule', 'al.lessons', 'al.recipients', 'al.raised_at', 'al.ended_at', 'al.resolved_at', 'al.resolved_by', 'al.resolved_note',
      'p.id as plan_id', 'p.code as plan_code', 'p.title as plan_title',
      's.id as student_id', 's.first_name as student_first', 's.last_name as student_last', 's.title as student_title',
      'r.first_name as resolver_first', 'r.last_name as resolver_last', 'r.title as resolver_title',
    ]);
}

export type AlertRow = Awaited<ReturnType<ReturnType<typeof alertRows>['executeTakeFirstOrThrow']>>;

export function alertById(db: Db, id: number): Promise<AlertRow | undefined> {
  return alertRows(db).where('al.id', '=', id).executeTakeFirst();
}

/** Admins' "Students at risk": the open alerts, newest first. */
export function openAlertsPage(db: Db, page: PageRequest): Promise<{ rows: AlertRow[]; total: number }> {
  return offsetPage(alertRows(db).where('al.resolved_at', 'is', null).orderBy('al.raised_at', 'desc').orderBy('al.id', 'desc'), page);
}

/** At most this many open alerts in a badge's answer: a school with more reads them on "Students at risk". */
const OPEN_CAP = 200;

export function openAlerts(db: Db, scope: AbsenceAlertScope): Promise<AlertRow[]> {
  return alertRows(db)
    .where('al.resolved_at', 'is', null)
    .$if(scope.teacherId !== undefined, (q) =>
      q.where('al.study_plan_id', 'in', db.selectFrom('study_plan_teachers').select('study_plan_id').where('teacher_id', '=', scope.teacherId as number)))
    .$if(scope.studentIds !== undefined, (q) => q.where('al.student_id', 'in', [...(scope.studentIds ?? []), 0]))
    .orderBy('al.raised_at', 'desc')
    .orderBy('al.id', 'desc')
    .limit(OPEN_CAP)
    .execute();
}

/** A plan's alerts, open and closed, newest first (of some of its students only, for a guardian). */
export function alertsOfPlan(db: Db, planId: number, studentIds?: readonly number[]): Promise<AlertRow[]> {
  return alertRows(db)
    .where('al.study_plan_id', '=', planId)
    .$if(studentIds !== undefined, (q) => q.where('al.student_id', 'in', [...(studentIds ?? []), 0]))
    .orderBy('al.raised_at', 'desc')
    .orderBy('al.id', 'desc')
    .execute();
}

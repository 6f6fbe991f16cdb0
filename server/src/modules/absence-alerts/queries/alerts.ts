import type { Kysely } from 'kysely';
import type { AbsenceRule, AlertRecipientPerson, LessonOutcome } from '@studydesk/shared/contracts';
import type { Database } from '../../../db/schema';
import { preparedQuery } from '../../../db/prepared-queries';
import type { LastAlert } from '../rules';

type Db = Kysely<Database>;

export interface LastAlertRow extends LastAlert {
  id: number;
  studentId: number;
  ruleId: string;
  open: boolean;
}

const latestAlerts = preparedQuery((db, values: { planId: number }) =>
  db
    .selectFrom('absence_alerts')
    .select(['id', 'student_id', 'rule_id', 'raised_at', 'ended_at', 'resolved_at'])
    .where('study_plan_id', '=', values.planId)
    // the latest of each student and rule: no later one of the same
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('absence_alerts as later')
            .select('later.id')
            .whereRef('later.study_plan_id', '=', 'absence_alerts.study_plan_id')
            .whereRef('later.student_id', '=', 'absence_alerts.student_id')
            .whereRef('later.rule_id', '=', 'absence_alerts.rule_id')
            .whereRef('later.id', '>', 'absence_alerts.id'),
        ),
      ),
    ),
);

/** The latest alert of each student and rule of a plan, keyed `studentId:ruleId`. */
export async function lastAlertsOfPlan(db: Db, planId: number): Promise<Map<string, LastAlertRow>> {
  const rows = await latestAlerts.rows(db, { planId });
  return new Map(
    rows.map((row) => [
      `${row.student_id}:${row.rule_id}`,
      {
        id: Number(row.id),
        studentId: Number(row.student_id),
        ruleId: row.rule_id,
        raisedAt: Number(row.raised_at),
        endedAt: row.ended_at === null ? null : Number(row.ended_at),
        open: row.resolved_at === null,
      },
    ]),
  );
}

/** A lesson as an alert keeps it (JSON of `absence_alerts.lessons`). */
export interface StoredAlertLesson {
  activityId: number;
  start: number;
  outcome: LessonOutcome;
  /** absent from it (a held lesson: marked absent) */
  absent: boolean;
}

export interface NewAlert {
  planId: number;
  studentId: number;
  rule: AbsenceRule;
  lessons: StoredAlertLesson[];
  recipients: AlertRecipientPerson[];
  raisedAt: number;
}

/**
 * Opens an alert; answers its id, or null when one of the same plan, student and rule is
 * already open (the partial unique index: a concurrent evaluation raised it first).
 */
export async function insertAlert(db: Db, alert: NewAlert): Promise<number | null> {
  const row = await db
    .insertInto('absence_alerts')
    .values({
      study_plan_id: alert.planId,
      student_id: alert.studentId,
      rule_id: alert.rule.id,
      rule: JSON.stringify(alert.rule),
      lessons: JSON.stringify(alert.lessons),
      recipients: JSON.stringify(alert.recipients),
      raised_at: alert.raisedAt,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** Its pattern stopped holding: the alert ends, and closes if it was open. */
export async function endAlert(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable('absence_alerts').set({ ended_at: now }).where('id', '=', id).execute();
  await db.updateTable('absence_alerts').set({ resolved_at: now }).where('id', '=', id).where('resolved_at', 'is', null).execute();
}

/** Closes an open alert that a new one of the same pattern replaces (raised again after the cooldown). */
export async function closeRenewed(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable('absence_alerts').set({ resolved_at: now }).where('id', '=', id).where('resolved_at', 'is', null).execute();
}

/** An admin resolves an open alert with a note; false when it was not open. */
export async function resolveAlert(db: Db, id: number, by: number, note: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('absence_alerts')
    .set({ resolved_at: now, resolved_by: by, resolved_note: note })
    .where('id', '=', id)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The plans with an alert whose pattern has not ended (open, or resolved while it goes on): what the daily pass looks at again. */
export async function plansWithLiveAlerts(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('absence_alerts').select('study_plan_id').distinct().where('ended_at', 'is', null).execute();
  return rows.map((row) => Number(row.study_plan_id));
}

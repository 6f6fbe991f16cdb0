import type { Kysely } from 'kysely';
import type { AbsenceRule, LessonOutcome } from '@studydesk/shared/contracts';
import { displayName } from '@studydesk/shared/text';
import type { DbDialect } from '../../db/connection';
import type { Database } from '../../db/schema';
import type { JobQueue } from '../../plugins/job-runner';
import { readSiteSettings } from '../site-settings';
import { closeRenewed, endAlert, insertAlert, lastAlertsOfPlan } from './queries/alerts';
import { lessonsOfMembers, lockPlanAlerts } from './queries/lessons';
import { alertRecipients } from './queries/recipients';
import { absenceMark, decideAlert, evaluateRules, type StudentLesson } from './rules';

type Db = Kysely<Database>;

/** The job that mails a raised alert to each of its recipients, queued with the alert. */
export const ALERT_MAIL_JOB = 'absence-alerts:mail';

/** What evaluating needs besides the transaction: the job queue the alert's mail goes through, and the engine. */
export interface AlertContext {
  jobs: JobQueue;
  dialect: DbDialect;
}

/** What an evaluation changed: the alerts it raised and ended. */
export interface AlertChanges {
  raised: number[];
  ended: number[];
}

const asAlertLesson = (lesson: StudentLesson) => ({
  activityId: lesson.activityId,
  start: lesson.start,
  outcome: lesson.outcome as LessonOutcome,
  absent: absenceMark(lesson) === 'absent',
});

async function raise(trx: Db, context: AlertContext, planId: number, studentId: number, rule: AbsenceRule, lessons: StudentLesson[], now: number) {
  const people = await alertRecipients(trx, planId, studentId, rule.recipients);
  const id = await insertAlert(trx, {
    planId,
    studentId,
    rule,
    lessons: lessons.map(asAlertLesson),
    recipients: people.map((person) => ({ id: person.id, name: displayName(person), profile: person.profile })),
    raisedAt: now,
  });
  // the alert and its mail commit together; a second raise of the same open alert inserted nothing
  if (id !== null && people.length > 0) await context.jobs.enqueue(ALERT_MAIL_JOB, { alertId: id }, { db: trx, key: `absence-alert:${id}` });
  return id;
}

/**
 * Evaluates the school's absence rules for every student of a plan (and every student with an
 * alert there) in the caller's transaction (docs/product-rules.md#r-absence-3): a rule that
 * newly holds raises an alert and queues its mail, a pattern that stopped holding ends its alert.
 */
export async function evaluatePlanAlerts(trx: Db, context: AlertContext, rules: readonly AbsenceRule[], planId: number, now: number): Promise<AlertChanges> {
  const changes: AlertChanges = { raised: [], ended: [] };
  await lockPlanAlerts(trx, context.dialect, planId);
  const [lessons, last] = await Promise.all([lessonsOfMembers(trx, planId), lastAlertsOfPlan(trx, planId)]);
  if (lessons.size === 0 && last.size === 0) return changes;
  const students = new Set([...lessons.keys(), ...[...last.values()].map((alert) => alert.studentId)]);
  const ruleIds = new Set(rules.map((rule) => rule.id));
  // members with the same lessons (none marked absent) share one list, and so one evaluation
  const evaluated = new Map<readonly StudentLesson[], ReturnType<typeof evaluateRules>>();
  const NONE: StudentLesson[] = [];
  for (const studentId of students) {
    const own = lessons.get(studentId) ?? NONE;
    const matches = evaluated.get(own) ?? evaluateRules(rules, own, now);
    evaluated.set(own, matches);
    for (const [index, rule] of rules.entries()) {
      const previous = last.get(`${studentId}:${rule.id}`) ?? null;
      const match = matches[index];
      const decision = decideAlert(match.holds, previous, now, rule.cooldownDays);
      if (decision === 'end' && previous) {
        await endAlert(trx, previous.id, now);
        changes.ended.push(previous.id);
      }
      if (decision !== 'raise') continue;
      if (previous?.open) await closeRenewed(trx, previous.id, now);
      const id = await raise(trx, context, planId, studentId, rule, match.lessons, now);
      if (id !== null) changes.raised.push(id);
    }
  }
  // a rule the school removed holds no more
  for (const alert of last.values()) {
    if (ruleIds.has(alert.ruleId) || alert.endedAt !== null) continue;
    await endAlert(trx, alert.id, now);
    changes.ended.push(alert.id);
  }
  return changes;
}

/**
 * What a saved outcome or attendance of a plan does to its alerts, as an `also` effect of the
 * save's transaction. The rules are read now, outside it (from the settings held in memory);
 * with no rules it does nothing at all.
 */
export async function absenceAlertsFollow(db: Db, context: AlertContext, planId: number, now: number): Promise<(trx: Db) => Promise<void>> {
  const { absenceRules } = await readSiteSettings(db);
  return async (trx) => {
    if (absenceRules.length > 0) await evaluatePlanAlerts(trx, context, absenceRules, planId, now);
  };
}

import type { FastifyInstance } from 'fastify';
import { dateInputValue } from '@studydesk/shared/dates';
import { claimRun, runsOfDay } from '../reminders';
import { readSiteSettings } from '../site-settings';
import { evaluatePlanAlerts, type AlertContext } from './evaluate';
import { plansWithLiveAlerts } from './queries/alerts';

export const DAILY_PASS_JOB = 'absence-alerts:daily';

/**
 * Queues the day's pass once per local day of the site, whichever instance sees the day first
 * (the same scheduled_runs row as the reminders take). A read first: an instance that finds the
 * day's pass queued writes nothing. Returns 1 when this call queued it.
 */
export async function queueDailyPass(app: FastifyInstance, now: number): Promise<number> {
  const { timeZone } = await readSiteSettings(app.db);
  const day = dateInputValue(now, timeZone);
  if ((await runsOfDay(app.db, day)).some((run) => run.kind === DAILY_PASS_JOB)) return 0;
  const taken = await app.db.transaction().execute(async (trx) => {
    if (!(await claimRun(trx, DAILY_PASS_JOB, day))) return false;
    await app.jobs.enqueue(DAILY_PASS_JOB, { queuedAt: now }, { db: trx, key: `${DAILY_PASS_JOB}:${day}` });
    return true;
  });
  return taken ? 1 : 0;
}

/**
 * The daily pass (docs/product-rules.md#r-absence-3): every plan with an alert whose pattern has
 * not ended is evaluated again, each in a transaction of its own, so an alert whose pattern
 * stopped holding without a save saying so (its absences left the window, a lesson was deleted,
 * the student left the plan, the rule was removed) ends. Returns the alerts it ended.
 */
export async function runDailyPass(app: FastifyInstance, context: AlertContext, now: number): Promise<number> {
  const { absenceRules } = await readSiteSettings(app.db);
  let ended = 0;
  for (const planId of await plansWithLiveAlerts(app.db)) {
    const changes = await app.db.transaction().execute((trx) => evaluatePlanAlerts(trx, context, absenceRules, planId, now));
    ended += changes.ended.length;
  }
  return ended;
}

import type { FastifyInstance } from 'fastify';
import { repeatWhileRunning } from '../../jobs/repeat';
import { readSiteSettings } from '../site-settings';
import { claimRun, runsOfDay } from './queries/runs';
import { dueDay } from './rules';

export const LESSON_REMINDERS_JOB = 'reminders:lessons';
export const TEACHER_DIGESTS_JOB = 'reminders:digests';
const RUN_KINDS = [LESSON_REMINDERS_JOB, TEACHER_DIGESTS_JOB] as const;

/** How often an instance looks whether the sending time has passed. */
const SCHEDULE_EVERY_MS = 30_000;

/**
 * Queues the day's runs once the school's sending time has passed
 * (docs/product-rules.md#r-mail-1). Every instance looks; the first to take a run's row
 * queues it, in the same transaction, so a run is queued exactly once, and the durable job
 * queue sends it even across a restart. It reads first and writes only when a run of the
 * day is missing, so an idle instance writes nothing (docs/architecture.md#outbox). An instance started late in the day still sends
 * that day's run; a day the server was down through is not sent after midnight.
 * Returns the runs this call queued.
 */
export async function queueDueRuns(app: FastifyInstance, now: number): Promise<number> {
  const { timeZone, reminderTime } = await readSiteSettings(app.db);
  const day = dueDay(now, timeZone, reminderTime);
  if (!day) return 0;
  // a read first: an instance that finds the day's runs queued writes nothing
  const done = new Set((await runsOfDay(app.db, day)).map((row) => row.kind));
  let queued = 0;
  for (const kind of RUN_KINDS.filter((name) => !done.has(name))) {
    const taken = await app.db.transaction().execute(async (trx) => {
      if (!(await claimRun(trx, kind, day))) return false;
      await app.jobs.enqueue(kind, { day, queuedAt: now }, { db: trx, key: `${kind}:${day}` });
      return true;
    });
    if (taken) queued += 1;
  }
  return queued;
}

/**
 * Looks every SCHEDULE_EVERY_MS while the server runs (not in tests: they call queueDueRuns):
 * the reminders' runs, or another module's daily run (`queue`, `what` it queues for the log).
 */
export function startScheduler(app: FastifyInstance, enabled: boolean, queue = queueDueRuns, what = 'the reminders'): void {
  if (!enabled) return;
  repeatWhileRunning(app, { everyMs: SCHEDULE_EVERY_MS, firstAfterMs: 1000, what: `queue ${what}`, run: () => queue(app, Date.now()) });
}

import type { FastifyInstance } from 'fastify';
import { repeatWhileRunning } from '../../jobs/repeat';
import { personalData } from '../personal-data';
import { expireExports } from './jobs';
import { audit } from './queries/audit';
import { erasuresToPurge, purgeRetained } from './queries/purge';
import { archivedStudents, readPrivacySettings } from './queries/settings';
import { ERASE_JOB } from './requests';
import { insertRequest } from './queries/requests';
import { dailyKey, dueDate, leaverErasedFrom, personLabel, pseudonymCode } from './rules';

export const DAILY_JOB = 'privacy:daily';
const LOOK_EVERY_MS = 60 * 60_000;

/** Students the leavers' setting erases now or next, soonest first (docs/product-rules.md#r-privacy-5); none while it is off. */
export async function dueLeavers(app: FastifyInstance, now: number, horizonMs = 0) {
  const { leaversAfterMonths } = await readPrivacySettings(app.db);
  if (leaversAfterMonths === null) return [];
  const rows = await archivedStudents(app.db, now);
  return rows
    .map((row) => ({ ...row, erasedFrom: leaverErasedFrom(Number(row.archived_at), leaversAfterMonths) }))
    .filter((row) => row.erasedFrom <= now + horizonMs);
}

/**
 * The daily work (docs/product-rules.md#r-privacy-4, #r-privacy-5): expired copies removed,
 * kept records past their retention date purged, and, when the leavers' setting is on,
 * an approved erasure queued for each student archived longer than it says.
 */
export async function runDaily(app: FastifyInstance, dataDir: string, now = Date.now()): Promise<void> {
  await expireExports(app, dataDir, now);
  for (const erasure of await erasuresToPurge(app.db, now)) {
    await app.db.transaction().execute(async (trx) => {
      if (erasure.person_id !== null) await purgeRetained(trx, personalData, erasure.id, erasure.person_id, now);
      await audit(trx, { actorId: null, action: 'purged', requestId: erasure.id, subject: erasure.person_label, at: now });
    });
  }
  for (const leaver of await dueLeavers(app, now)) {
    const label = personLabel('student', pseudonymCode());
    await app.db.transaction().execute(async (trx) => {
      const requestId = await insertRequest(trx, { kind: 'erasure', person_id: leaver.id, person_label: label, requested_by: null, state: 'approved', created_at: now, due_at: dueDate(now), decided_by: null, decided_at: now });
      await audit(trx, { actorId: null, action: 'erasure-approved', requestId, subject: label, at: now });
      await app.jobs.enqueue(ERASE_JOB, { requestId }, { db: trx, key: `${ERASE_JOB}:${requestId}` });
    });
  }
}

/** Queues the day's run once an hour at most (the job's key makes it once a day across instances); not in tests, which call runDaily. */
export function startDaily(app: FastifyInstance, enabled: boolean): void {
  if (!enabled) return;
  repeatWhileRunning(app, {
    everyMs: LOOK_EVERY_MS,
    // soon after start, as the reminders' scheduler does: a start-up's writes come together, and an idle instance then writes nothing (test/plugins/job-runner-idle.test.ts)
    firstAfterMs: 1000,
    what: 'queue the daily privacy run',
    run: () => {
      const key = dailyKey(Date.now());
      return app.jobs.enqueue(DAILY_JOB, { day: key }, { key });
    },
  });
}

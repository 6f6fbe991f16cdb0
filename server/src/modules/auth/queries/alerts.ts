import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { JobQueue } from '../../../plugins/job-runner';
import { GUESSING_ALERT_JOB, hitRate } from '../../../sessions';
import { AUTH_RATE_RULES } from '../rules';
import { findActiveRecipient } from './credentials';

/**
 * Tells an account's owner that passwords are being tried on it: once per alert window (an
 * atomic counter decides which attempt queues it, in the same transaction as the mail job,
 * so the alert is neither lost nor queued twice), and only to an active account. The job
 * runner sends it.
 */
export async function queueGuessingAlert(db: Kysely<Database>, jobs: JobQueue, email: string, alertKey: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const first = await hitRate(trx, alertKey, AUTH_RATE_RULES.loginGuessAlert);
    if (first.limited) return;
    const owner = await findActiveRecipient(trx, email);
    if (owner) await jobs.enqueue(GUESSING_ALERT_JOB, { userId: owner.id }, { db: trx });
  });
}

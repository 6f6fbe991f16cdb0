import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { assertCanUseRetention, notFound, type AuthUser } from '../../permissions';
import { findRetentionPlan, type RetentionPlanRow } from './queries/plan';

/** The plan, after checking the user may use its retention tools (404 no plan, 403 not theirs). */
export async function planForUser(db: Kysely<Database>, user: AuthUser, planId: number): Promise<RetentionPlanRow> {
  await assertCanUseRetention(db, user, planId);
  const plan = await findRetentionPlan(db, planId);
  if (!plan) throw notFound('Study plan not found');
  return plan;
}

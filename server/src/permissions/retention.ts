import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AuthUser } from '../sessions';
import { isStaff } from './guardians';
import { forbidden } from './http-error';
import { assertCanEditPlan } from './plans';

/**
 * The retention tools of a plan (settings, cards, documents): an admin on any plan, a
 * teacher on the plans they teach. Students have none (docs/product-rules.md#r-route-3, docs/product-rules.md#r-perm-1: no retention route).
 */
export async function assertCanUseRetention(db: Kysely<Database>, user: AuthUser, planId: number): Promise<void> {
  if (!isStaff(user)) throw forbidden('Students have no retention tools');
  await assertCanEditPlan(db, user, planId);
}

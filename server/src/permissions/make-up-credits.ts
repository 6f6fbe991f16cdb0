import type { AuthUser } from '../sessions';
import { badRequest } from './http-error';
import { followedMemberOf } from './guardians';
import { assertCanReadPlan } from './plans';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Whose make-up credits a list shows: a student's own only; staff a plan's (docs/product-rules.md#r-pay-2). */
export interface CreditScope {
  studentId?: number;
  planId?: number;
}

/**
 * A student reads only their own credits (in one plan they belong to, or all); an admin or
 * a plan's teacher reads a plan's credits (404 for a plan they do not see, 400 without one).
 */
export async function makeUpCreditScopeOf(db: Kysely<Database>, user: AuthUser, planId: number | undefined): Promise<CreditScope> {
  if (planId !== undefined) await assertCanReadPlan(db, user, planId);
  if (user.profile === 'student') return { studentId: user.id, planId };
  if (user.profile === 'guardian') {
    // their student's credits in that plan, never a classmate's (docs/product-rules.md#r-guard-2)
    const studentId = planId === undefined ? undefined : await followedMemberOf(db, user, planId);
    if (studentId === undefined) throw badRequest('Give the study plan whose make-up credits to list');
    return { studentId, planId };
  }
  if (planId === undefined) throw badRequest('Give the study plan whose make-up credits to list');
  return { planId };
}

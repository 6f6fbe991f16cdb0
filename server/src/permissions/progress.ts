import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AuthUser } from '../sessions';
import { badRequest, forbidden } from './http-error';
import { assertCanEditPlan, assertCanReadPlan, isMember } from './plans';

type Db = Kysely<Database>;

/**
 * Whose answers a user sees on a plan they may read: a student only their own
 * (`{ userId }`); the plan's teachers and admins every member's (`{ userId: null }`).
 */
export interface ProgressScope {
  /** null: every member of the plan */
  userId: number | null;
}

/** Whether the progress overview lists the caller's own plans: a student's; staff have none. */
export function hasOwnProgress(user: AuthUser): boolean {
  return user.profile === 'student';
}

/** Read a plan's questions and the answers in scope: whoever may read the plan. */
export async function progressScopeOf(db: Db, user: AuthUser, planId: number): Promise<ProgressScope> {
  await assertCanReadPlan(db, user, planId);
  return { userId: user.profile === 'student' ? user.id : null };
}

/**
 * Narrow a staff scope to one member (the graph of one student). A student asking for
 * anyone but themselves is refused; staff may ask only for a member of the plan.
 */
export async function narrowProgressScope(db: Db, user: AuthUser, planId: number, scope: ProgressScope, userId: number | undefined): Promise<ProgressScope> {
  if (userId === undefined) return scope;
  if (scope.userId !== null) {
    if (userId !== scope.userId) throw forbidden('You can see only your own progress');
    return scope;
  }
  if (!(await isMember(db, userId, planId))) throw badRequest('That person is not a member of this study plan');
  return { userId };
}

/** Add, change, reorder and delete a plan's questions: the plan's teachers and admins. */
export async function assertCanManageQuestions(db: Db, user: AuthUser, planId: number): Promise<void> {
  if (user.profile === 'student') throw forbidden('Only teachers and admins can change progress questions');
  await assertCanEditPlan(db, user, planId);
}

/**
 * Whose answers a user may record: a student their own, on a plan they belong to; the
 * plan's teachers and admins any member's (a teacher answering for a student in a lesson).
 * Returns the id the answers are recorded for.
 */
export async function assertCanAnswerFor(db: Db, user: AuthUser, planId: number, userId: number | undefined): Promise<number> {
  if (user.profile === 'student') {
    await assertCanReadPlan(db, user, planId);
    if (userId !== undefined && userId !== user.id) throw forbidden('You can answer only for yourself');
    return user.id;
  }
  await assertCanEditPlan(db, user, planId);
  if (userId === undefined) throw badRequest('Say which member these answers are for (userId)');
  if (!(await isMember(db, userId, planId))) throw badRequest('That person is not a member of this study plan');
  return userId;
}

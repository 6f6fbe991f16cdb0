import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AuthUser } from '../sessions';
import { badRequest, forbidden, notFound } from './http-error';
import { assertCanFollowStudent, followedMemberOf, isLinkedStudent } from './guardians';
import { PLAN_NOT_FOUND_MESSAGE, assertCanEditPlan, assertCanReadPlan, canEditPlan, isMember } from './plans';

type Db = Kysely<Database>;

/**
 * Whose answers a user sees on a plan they may read: a student only their own
 * (`{ userId }`); the plan's teachers and admins every member's (`{ userId: null }`).
 */
export interface ProgressScope {
  /** null: every member of the plan */
  userId: number | null;
}

/**
 * Whose plans the progress overview lists: a student's own; a guardian's linked student's
 * (`studentId`, docs/product-rules.md#r-guard-2; 404 for anyone else); staff have none (null).
 */
export async function progressOwnerOf(db: Db, user: AuthUser, studentId: number | undefined): Promise<number | null> {
  if (user.profile === 'guardian') {
    if (studentId === undefined) throw badRequest('Say whose study plans to list (studentId)');
    await assertCanFollowStudent(db, user, studentId);
    return studentId;
  }
  if (user.profile !== 'student') return null;
  if (studentId !== undefined) await assertCanFollowStudent(db, user, studentId);
  return user.id;
}

/**
 * Read a plan's questions and the answers in scope: whoever may read the plan. A guardian
 * sees the answers of a linked student who is a member (the first, in a plan two share).
 */
export async function progressScopeOf(db: Db, user: AuthUser, planId: number): Promise<ProgressScope> {
  await assertCanReadPlan(db, user, planId);
  if (user.profile === 'guardian') {
    // never null (null is every member's): a guardian reads a plan only through a member
    const member = await followedMemberOf(db, user, planId);
    if (member === undefined) throw notFound(PLAN_NOT_FOUND_MESSAGE);
    return { userId: member };
  }
  return { userId: user.profile === 'student' ? user.id : null };
}



/**
 * Narrow a staff scope to one member (the graph of one student). A student asking for
 * anyone but themselves is refused; staff may ask only for a member of the plan.
 */
export async function narrowProgressScope(db: Db, user: AuthUser, planId: number, scope: ProgressScope, userId: number | undefined): Promise<ProgressScope> {
  if (userId === undefined) return scope;
  if (user.profile === 'guardian') {
    if (!(user.students ?? []).includes(userId) || !(await isMember(db, userId, planId))) throw forbidden('You can see only your students\' progress');
    return { userId };
  }
  if (scope.userId !== null) {
    if (userId !== scope.userId) throw forbidden('You can see only your own progress');
    return scope;
  }
  if (!(await isMember(db, userId, planId))) throw badRequest('That person is not a member of this study plan');
  return { userId };
}

/** Add, change, reorder and delete a plan's questions: the plan's teachers and admins. */
export async function assertCanManageQuestions(db: Db, user: AuthUser, planId: number): Promise<void> {
  if (user.profile === 'student' || user.profile === 'guardian') throw forbidden('Only teachers and admins can change progress questions');
  await assertCanEditPlan(db, user, planId);
}

/** Does the plan let its students' guardians answer its progress questions (docs/product-rules.md#r-guard-3)? */
async function guardiansAnswer(db: Db, planId: number): Promise<boolean> {
  const row = await db.selectFrom('study_plans').select('guardians_answer').where('id', '=', planId).executeTakeFirst();
  return Number(row?.guardians_answer) === 1;
}

/**
 * Whether a user who reads the plan may record answers there: a member, the plan's teachers
 * and admins, and a linked guardian when the plan lets guardians answer
 * (docs/product-rules.md#r-guard-3). What the answer form is shown on; assertCanAnswerFor decides.
 */
export async function canAnswerProgress(db: Db, user: AuthUser, planId: number): Promise<boolean> {
  if (user.profile === 'student') return isMember(db, user.id, planId);
  if (user.profile === 'guardian') return (await guardiansAnswer(db, planId)) && (await followedMemberOf(db, user, planId)) !== undefined;
  return canEditPlan(db, user, planId);
}

/**
 * Whose answers a user may record: a student their own, on a plan they belong to; the
 * plan's teachers and admins any member's (a teacher answering for a student in a lesson);
 * a guardian their linked student's, only on a plan that lets guardians answer
 * (docs/product-rules.md#r-guard-3), 403 otherwise (404 for a plan none of their students is in).
 * Returns the id the answers are recorded for.
 */
export async function assertCanAnswerFor(db: Db, user: AuthUser, planId: number, userId: number | undefined): Promise<number> {
  if (user.profile === 'student') {
    await assertCanReadPlan(db, user, planId);
    if (userId !== undefined && userId !== user.id) throw forbidden('You can answer only for yourself');
    return user.id;
  }
  if (user.profile === 'guardian') {
    await assertCanReadPlan(db, user, planId);
    if (!(await guardiansAnswer(db, planId))) throw forbidden('This study plan does not let guardians answer its progress questions');
    const student = userId ?? (await followedMemberOf(db, user, planId));
    if (student === undefined || !(await isLinkedStudent(db, user.id, student)) || !(await isMember(db, student, planId))) {
      throw forbidden('You can answer only for your own students');
    }
    return student;
  }
  await assertCanEditPlan(db, user, planId);
  if (userId === undefined) throw badRequest('Say which member these answers are for (userId)');
  if (!(await isMember(db, userId, planId))) throw badRequest('That person is not a member of this study plan');
  return userId;
}

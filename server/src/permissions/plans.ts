import { sql, type AliasableExpression, type ExpressionBuilder, type Kysely, type ReferenceExpression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { TEACHER_EDITABLE_PLAN_FIELDS } from '@studydesk/shared/contracts';
import { preparedQuery } from '../db/prepared-queries';
import type { Database } from '../db/schema';
import type { AuthUser } from '../sessions';
import { linkedStudentIds } from './guardians';
import { forbidden, notFound } from './http-error';

type Db = Kysely<Database>;

/** A subquery of plan ids (`id`): those a teacher teaches, or those a student is a member of. */
export type PlanIdsQuery = SelectQueryBuilder<Database, 'study_plan_teachers' | 'study_plan_members', { id: number }>;

/**
 * The plans a teacher teaches (study_plan_teachers), a student is a member of
 * (study_plan_members), or a guardian's linked students are members of
 * (docs/product-rules.md#r-guard-1).
 */
export function planIdsOf(db: Db, role: 'teacher' | 'student' | 'guardian', personId: number): PlanIdsQuery {
  if (role === 'guardian') {
    return db
      .selectFrom('study_plan_members')
      .select('study_plan_members.study_plan_id as id')
      .where('study_plan_members.student_id', 'in', linkedStudentIds(db, personId)) as never;
  }
  if (role === 'teacher') {
    return db
      .selectFrom('study_plan_teachers')
      .select('study_plan_teachers.study_plan_id as id')
      .where('study_plan_teachers.teacher_id', '=', personId) as never;
  }
  return db
    .selectFrom('study_plan_members')
    .select('study_plan_members.study_plan_id as id')
    .where('study_plan_members.student_id', '=', personId) as never;
}

/** Is this plan among the person's plans? Asked on nearly every call, so compiled once per role. */
const planOfPerson = preparedQuery(
  (db, values: { role: 'teacher' | 'student' | 'guardian'; personId: number; planId: number }) =>
    planIdsOf(db, values.role, values.personId).where('study_plan_id', '=', values.planId),
  { shape: ['role'] },
);

async function includesPlan(db: Db, role: 'teacher' | 'student' | 'guardian', personId: number, planId: number): Promise<boolean> {
  return (await planOfPerson.first(db, { role, personId, planId })) !== undefined;
}

/** Does this teacher teach this plan? */
export async function teachesPlan(db: Db, teacherId: number, planId: number): Promise<boolean> {
  return includesPlan(db, 'teacher', teacherId, planId);
}

/** Is this student a member of this plan? */
export async function isMember(db: Db, studentId: number, planId: number): Promise<boolean> {
  return includesPlan(db, 'student', studentId, planId);
}

const planById = preparedQuery((db, values: { planId: number }) => db.selectFrom('study_plans').select('id').where('id', '=', values.planId));

async function planExists(db: Db, planId: number): Promise<boolean> {
  return (await planById.first(db, { planId })) !== undefined;
}

/** Admin: every plan; teacher: plans they teach; student: plans they are a member of; guardian: their students' plans. */
export async function canReadPlan(db: Db, user: AuthUser, planId: number): Promise<boolean> {
  switch (user.profile) {
    case 'admin':
      return true;
    case 'teacher':
      return teachesPlan(db, user.id, planId);
    case 'student':
      return isMember(db, user.id, planId);
    case 'guardian':
      return includesPlan(db, 'guardian', user.id, planId);
  }
}

/** Change the plan itself and its activities: admin, or a teacher of the plan. Never a student or a guardian. */
export async function canEditPlan(db: Db, user: AuthUser, planId: number): Promise<boolean> {
  if (user.profile === 'admin') return true;
  if (user.profile === 'teacher') return teachesPlan(db, user.id, planId);
  return false;
}

/**
 * Add comments and progress answers: everyone who may read the plan but a guardian, who
 * reads only (docs/product-rules.md#r-guard-2).
 */
export async function canContributeToPlan(db: Db, user: AuthUser, planId: number): Promise<boolean> {
  return user.profile !== 'guardian' && canReadPlan(db, user, planId);
}

/**
 * The same 404 for a plan that does not exist and for one the user may not see, so plan
 * ids (and so the school's size and activity) cannot be probed one by one.
 */
export const PLAN_NOT_FOUND_MESSAGE = 'Study plan not found';

/** What a user who may read a plan may also do with it. */
export interface PlanAccess {
  /** staff who read a plan may edit it (canEditPlan); students and guardians may not */
  canEdit: boolean;
}

/**
 * 404 unless the user may read the plan; answers what else they may do with it, so a page
 * that shows edit controls needs no second permission query.
 */
export async function assertCanReadPlan(db: Db, user: AuthUser, planId: number): Promise<PlanAccess> {
  // a teacher's or member's row exists only for an existing plan
  const visible = user.profile === 'admin' ? await planExists(db, planId) : await canReadPlan(db, user, planId);
  return planAccessOf(user, visible);
}

/**
 * canReadPlan as a condition of the caller's own statement, for the plan id in `planId`
 * (a column of a row that names an existing plan): a read of a plan's part and the check
 * that the user may read its plan are one round trip (docs/architecture.md#access-in-the-read).
 * Its answer goes to planAccessOf.
 */
export function readsPlan<TB extends keyof Database>(
  db: Db,
  eb: ExpressionBuilder<Database, TB>,
  user: Pick<AuthUser, 'id' | 'profile'>,
  planId: ReferenceExpression<Database, TB>,
): AliasableExpression<SqlBool> {
  const readable = readablePlanIds(db, user);
  return readable === null ? sql<SqlBool>`1 = 1` : eb(planId, 'in', readable);
}

/** assertCanReadPlan once it is known whether the user may read the plan (readsPlan's answer, 1/0 or true/false). */
export function planAccessOf(user: Pick<AuthUser, 'profile'>, readable: SqlBool | number): PlanAccess {
  if (!readable) throw notFound(PLAN_NOT_FOUND_MESSAGE);
  return { canEdit: user.profile === 'admin' || user.profile === 'teacher' };
}

/** 403 for a member or a guardian, who see the plan but do not change it. */
export function assertCanEditWith(access: PlanAccess): void {
  if (!access.canEdit) throw forbidden('You cannot change this study plan');
}

/** 404 as assertCanReadPlan; 403 for a member or a guardian, who see the plan but do not change it. */
export async function assertCanEditPlan(db: Db, user: AuthUser, planId: number): Promise<void> {
  assertCanEditWith(await assertCanReadPlan(db, user, planId));
}

/**
 * Change several plans at once (one action on a selection): every one of them, or the
 * call is refused as a whole. The refusal names no plan and is the 404 of a missing one,
 * so it tells nothing about plans that are not the user's.
 */
export async function assertCanEditPlans(db: Db, user: AuthUser, planIds: readonly number[]): Promise<void> {
  const ids = [...new Set(planIds)];
  if (ids.length === 0) return;
  if (user.profile === 'admin') {
    const found = await db.selectFrom('study_plans').select('id').where('id', 'in', ids).execute();
    if (found.length !== ids.length) throw notFound(PLAN_NOT_FOUND_MESSAGE);
    return;
  }
  if (user.profile !== 'teacher') throw forbidden('You cannot change these study plans');
  const taught = await planIdsOf(db, 'teacher', user.id).where('study_plan_id', 'in', ids).execute();
  if (taught.length !== ids.length) throw notFound(PLAN_NOT_FOUND_MESSAGE);
}

/** 403 for a guardian, once it is known the user may read the plan (assertCanReadPlan, planAccessOf). */
export function assertCanContribute(user: Pick<AuthUser, 'profile'>): void {
  if (user.profile === 'guardian') throw forbidden('Guardians read this study plan but do not change it');
}

/**
 * For list queries: a subquery of the plan ids the user may read, to use as
 * `.where('study_plans.id', 'in', readablePlanIds(db, user))`; null for an admin
 * (no filter needed).
 */
export function readablePlanIds(db: Db, user: Pick<AuthUser, 'id' | 'profile'>): PlanIdsQuery | null {
  return user.profile === 'admin' ? null : planIdsOf(db, user.profile, user.id);
}

const TEACHER_PLAN_FIELDS = new Set<string>(['id', ...TEACHER_EDITABLE_PLAN_FIELDS]);

/**
 * Which fields of a plan the user may change, given they may edit the plan at all
 * (assertCanEditPlan): an admin any; a teacher of the plan only its description and goal.
 * `body` is the update request: a field present is a field being changed.
 */
export function assertCanEditPlanFields(user: AuthUser, body: object): void {
  if (user.profile === 'admin') return;
  if (user.profile !== 'teacher') throw forbidden('You cannot change this study plan');
  const other = Object.keys(body).find((key) => !TEACHER_PLAN_FIELDS.has(key));
  if (other) throw forbidden('Teachers may change only the description and goal of a study plan');
}

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AuthUser } from '../sessions';
import { forbidden } from './http-error';
import { assertCanReadPlan } from './plans';

/** Whose alerts a caller reads: a teacher's plans, some students; nothing set: every alert. */
export interface AbsenceAlertScope {
  teacherId?: number;
  studentIds?: readonly number[];
}

const STUDENTS_SEE_NO_ALERTS = 'Absence alerts are for guardians and staff';

/**
 * docs/product-rules.md#r-absence-4: an admin reads every open alert, a teacher those of the
 * plans they teach, a guardian those of their linked students; a student none (403).
 */
export function openAlertScopeOf(user: AuthUser): AbsenceAlertScope {
  if (user.profile === 'student') throw forbidden(STUDENTS_SEE_NO_ALERTS);
  if (user.profile === 'teacher') return { teacherId: user.id };
  if (user.profile === 'guardian') return { studentIds: user.students ?? [] };
  return {};
}

/**
 * A plan's alert history (docs/product-rules.md#r-absence-5): 404 for a plan the user does not
 * read; staff read every student's alerts there, a guardian only their linked students', a student none (403).
 */
export async function planAlertScopeOf(db: Kysely<Database>, user: AuthUser, planId: number): Promise<readonly number[] | undefined> {
  await assertCanReadPlan(db, user, planId);
  return openAlertScopeOf(user).studentIds;
}

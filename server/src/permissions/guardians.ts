import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema';
import type { AuthUser } from '../sessions';
import { notFound } from './http-error';

type Db = Kysely<Database>;

/** The ids (`id`) of the students linked to a guardian (docs/product-rules.md#r-guard-1). */
export function linkedStudentIds(db: Db, guardianId: number): SelectQueryBuilder<Database, 'guardian_students', { id: number }> {
  return db.selectFrom('guardian_students').select('guardian_students.student_id as id').where('guardian_students.guardian_id', '=', guardianId);
}

export async function isLinkedStudent(db: Db, guardianId: number, studentId: number): Promise<boolean> {
  return (await linkedStudentIds(db, guardianId).where('student_id', '=', studentId).executeTakeFirst()) !== undefined;
}

/**
 * The member of a plan whose lessons, answers and credits a guardian sees there: their
 * linked student (the first, in a plan two of them share); undefined when none is a member.
 */
export async function followedMemberOf(db: Db, user: AuthUser, planId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('study_plan_members')
    .select('student_id')
    .where('study_plan_id', '=', planId)
    .where('student_id', 'in', linkedStudentIds(db, user.id))
    .orderBy('student_id')
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.student_id);
}

const STUDENT_NOT_FOUND_MESSAGE = 'Student not found';

/**
 * Whose own pages (plans, progress, calendar) a user may open by the student's id: a
 * student their own, a guardian each linked student's, staff anyone's. Another student
 * answers as a missing one, so ids cannot be probed (docs/product-rules.md#r-guard-2).
 */
export async function assertCanFollowStudent(db: Db, user: AuthUser, studentId: number): Promise<void> {
  if (user.profile === 'admin' || user.profile === 'teacher') return;
  const allowed = user.profile === 'student' ? user.id === studentId : await isLinkedStudent(db, user.id, studentId);
  if (!allowed) throw notFound(STUDENT_NOT_FOUND_MESSAGE);
}

/** Staff: admins and teachers, who write plans, lessons and staff-only comments. */
export function isStaff(user: Pick<AuthUser, 'profile'>): boolean {
  return user.profile === 'admin' || user.profile === 'teacher';
}

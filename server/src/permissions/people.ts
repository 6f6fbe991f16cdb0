import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AuthUser } from '../sessions';
import { forbidden } from './http-error';
import { planIdsOf } from './plans';

/** Teaching time and payment of a teacher: admins, and the teacher themself. */
export function canReadTeacherTime(user: AuthUser, teacherId: number): boolean {
  return user.profile === 'admin' || (user.profile === 'teacher' && user.id === teacherId);
}

export function assertCanReadTeacherTime(user: AuthUser, teacherId: number): void {
  if (!canReadTeacherTime(user, teacherId)) throw forbidden('You can only see your own teaching time');
}

/**
 * A user's record (GET /v1/user/data/{id}): admins anyone; everyone themself; a teacher
 * also the students and fellow teachers of plans they teach.
 */
export async function canReadUser(db: Kysely<Database>, user: AuthUser, targetId: number): Promise<boolean> {
  if (user.profile === 'admin' || user.id === targetId) return true;
  if (user.profile !== 'teacher') return false;
  const myPlans = planIdsOf(db, 'teacher', user.id);
  const sharesMyPlans = async (role: 'teacher' | 'student') =>
    (await planIdsOf(db, role, targetId).where('study_plan_id', 'in', myPlans).executeTakeFirst()) !== undefined;
  return (await sharesMyPlans('student')) || sharesMyPlans('teacher');
}

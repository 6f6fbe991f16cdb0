import type { Kysely } from 'kysely';
import type { CalendarScope } from '@studydesk/shared/contracts';
import type { Database } from '../db/schema';
import type { AuthUser } from '../sessions';
import { isLinkedStudent } from './guardians';
import { forbidden } from './http-error';
import { assertCanReadPlan } from './plans';

/**
 * Whose calendar a user may read: an admin anyone's; a teacher their own lessons and the
 * plans they teach; a student their own lessons and the plans they belong to; a guardian
 * their linked students' (docs/product-rules.md#r-guard-2).
 */
export async function assertCanReadCalendar(db: Kysely<Database>, user: AuthUser, scope: CalendarScope): Promise<void> {
  if (scope.kind === 'plan') {
    await assertCanReadPlan(db, user, scope.planId);
    return;
  }
  if (user.profile === 'admin') return;
  if (user.profile === 'guardian' && scope.kind === 'student' && (await isLinkedStudent(db, user.id, scope.studentId))) return;
  const own = (scope.kind === 'teacher' && user.profile === 'teacher' && scope.teacherId === user.id) ||
    (scope.kind === 'student' && user.profile === 'student' && scope.studentId === user.id);
  if (!own) throw forbidden('You cannot see this calendar');
}

/** Only teachers and students have lessons of their own to subscribe to. */
export function canHaveCalendarFeed(user: Pick<AuthUser, 'profile'>): boolean {
  return user.profile === 'teacher' || user.profile === 'student';
}

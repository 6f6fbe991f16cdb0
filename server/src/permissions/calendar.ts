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

/**
 * Who subscribes to lessons: teachers and students to their own, a guardian to their linked
 * students' (docs/product-rules.md#r-cal-5). Admins have no lessons of their own.
 */
export function canHaveCalendarFeed<T extends Pick<AuthUser, 'profile'>>(user: T): user is T & { profile: 'teacher' | 'student' | 'guardian' } {
  return user.profile === 'teacher' || user.profile === 'student' || user.profile === 'guardian';
}

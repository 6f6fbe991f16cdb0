import type { ActivityType } from '../db/schema';
import type { AuthUser } from '../sessions';
import { forbidden } from './http-error';

/**
 * Which types of activity the user may add to a plan they may edit (assertCanEditPlan):
 * milestones mark the plan's course, so only admins add them.
 */
export function canAddActivityType(user: AuthUser, type: ActivityType): boolean {
  return type !== 'milestone' || user.profile === 'admin';
}

export function assertCanAddActivityType(user: AuthUser, type: ActivityType): void {
  if (!canAddActivityType(user, type)) throw forbidden('Only admins may add milestones');
}

/**
 * Which teacher a lesson counts for (teaching time, pay) is set when it is created;
 * afterwards only an admin moves it, so a teacher cannot take a co-teacher's hours.
 */
export function canChangeLessonTeacher(user: AuthUser): boolean {
  return user.profile === 'admin';
}

export function assertCanChangeLessonTeacher(user: AuthUser): void {
  if (!canChangeLessonTeacher(user)) throw forbidden('Only admins may change the teacher of an existing lesson');
}

/** What of a plan's lessons a reader gets beyond the lessons themselves. */
export interface LessonAudience {
  /** only this member's attendance and feedback; null: every member's */
  onlyMember: number | null;
  /** the paid state and the teacher the lesson counts for */
  withPayment: boolean;
}

/**
 * Admins and teachers see every member's attendance and feedback and the payment
 * fields; a student (a member) only their own attendance and feedback, and no payment.
 */
export function lessonAudienceOf(user: AuthUser): LessonAudience {
  if (user.profile === 'student') return { onlyMember: user.id, withPayment: false };
  return { onlyMember: null, withPayment: true };
}

/** Who teaches an activity created without a teacher named: a teacher creating it teaches it (null: the caller decides). */
export function selfAsLessonTeacher(user: AuthUser): number | null {
  return user.profile === 'teacher' ? user.id : null;
}

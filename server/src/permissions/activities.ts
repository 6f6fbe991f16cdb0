import type { ActivityLock } from '@studydesk/shared/contracts';
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
function canChangeLessonTeacher(user: AuthUser): boolean {
  return user.profile === 'admin';
}

export function assertCanChangeLessonTeacher(user: AuthUser): void {
  if (!canChangeLessonTeacher(user)) throw forbidden('Only admins may change the teacher of an existing lesson');
}

/** Who reads or changes a lesson: enough of the signed-in user to decide. */
export type Viewer = Pick<AuthUser, 'id' | 'profile' | 'students'>;

/** What of a lesson decides who may change it. */
export interface LessonCredit {
  /** the teacher it counts for (teaching time, pay); null: nobody yet */
  teacher_id: number | null;
  /** 0 unpaid, else on a teacher's payment record */
  paid: number | string;
}

/**
 * A lesson counts for its teacher's teaching time and pay, so on a co-taught plan a
 * teacher changes (edits, moves, completes or un-completes, deletes) only the lessons
 * credited to them, or to nobody yet; the others stay with their teacher or an admin.
 * They may still plan new lessons for the plan and comment on every lesson.
 */
function changesOnlyOwnLessons(user: Viewer, lesson: Pick<LessonCredit, 'teacher_id'>): boolean {
  return user.profile !== 'teacher' || lesson.teacher_id === null || Number(lesson.teacher_id) === user.id;
}

const OTHER_TEACHERS_LESSON_MESSAGE = "This lesson counts for another teacher: only they or an admin can change it";

/** 403 when the lesson is another teacher's (changesOnlyOwnLessons); the caller may already edit its plan. */
export function assertCanChangeLesson(user: AuthUser, lesson: Pick<LessonCredit, 'teacher_id'>): void {
  if (!changesOnlyOwnLessons(user, lesson)) throw forbidden(OTHER_TEACHERS_LESSON_MESSAGE);
}

const OWN_LESSONS_ONLY_MESSAGE = 'A teacher can plan or record lessons only for themself: an admin credits another teacher';

/**
 * A new lesson counts for the teacher it names (their teaching time and pay, planned or
 * completed): a teacher names only themself (or nobody); crediting a co-teacher is an
 * admin's (docs/product-rules.md#r-pay-4).
 */
export function assertCanCreditLesson(user: AuthUser, teacherId: number | null): void {
  if (!changesOnlyOwnLessons(user, { teacher_id: teacherId })) throw forbidden(OWN_LESSONS_ONLY_MESSAGE);
}

/**
 * A lesson created (or copied) already completed counts at once for its teacher: a teacher
 * may do that only for themself, never credit a co-teacher with hours.
 */
export function assertCanCreditCompletedLesson(user: AuthUser, teacherId: number | null): void {
  if (!changesOnlyOwnLessons(user, { teacher_id: teacherId })) {
    throw forbidden('A teacher can record a completed lesson only for themself');
  }
}

/**
 * Why this user may not change the lesson, as the activity dialog shows it (null: they
 * may). A student's and a guardian's views are read-only anyway, so they get null.
 */
export function lessonLockOf(user: Viewer, lesson: LessonCredit): ActivityLock | null {
  if (user.profile === 'student' || user.profile === 'guardian') return null;
  if (!changesOnlyOwnLessons(user, lesson)) return 'other-teacher';
  return Number(lesson.paid) === 0 ? null : 'paid';
}

/** What of a plan's lessons a reader gets beyond the lessons themselves. */
export interface LessonAudience {
  /** only these members' attendance and feedback; null: every member's */
  onlyMembers: readonly number[] | null;
  /** the paid state and the teacher the lesson counts for */
  withPayment: boolean;
}

/**
 * Admins and teachers see every member's attendance and feedback and the payment
 * fields; a student (a member) only their own attendance and feedback, a guardian only
 * their linked students' (docs/product-rules.md#r-guard-2), and neither the payment.
 */
export function lessonAudienceOf(user: Viewer): LessonAudience {
  if (user.profile === 'student') return { onlyMembers: [user.id], withPayment: false };
  if (user.profile === 'guardian') return { onlyMembers: user.students ?? [], withPayment: false };
  return { onlyMembers: null, withPayment: true };
}

/** Who teaches an activity created without a teacher named: a teacher creating it teaches it (null: the caller decides). */
export function selfAsLessonTeacher(user: AuthUser): number | null {
  return user.profile === 'teacher' ? user.id : null;
}

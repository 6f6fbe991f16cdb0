import type { CalendarScope } from '@studydesk/shared/contracts';
import type { RemoteName } from '@studydesk/shared/remotes';

/**
 * Every parcel a remote exposes to the others, by id (`<remote>/<exposed module>`), with
 * the props it takes. The exposing remote types its parcel with these props and callers
 * get a type error for a wrong or missing one; neither imports the other's code.
 */

/** mf-teacher's study-plan view, mounted by the admin's plan page and the student's. */
export interface StudyPlanViewParcelProps {
  planId: number;
  /** the student's view: comments only */
  readOnly?: boolean;
  /** the student the admin came from (a first-name cell); kept for links back */
  studentId?: number;
  /** shown while the plan loads */
  title?: string;
  /** the plan's title is the page's heading (1: a page of its own) or under the host's (2, default) */
  headingLevel?: 1 | 2;
  /**
   * The host shows the plan's title, details, goal, speed and a calendar itself (the
   * student's page): only the activity and spotlight lists, and the dialog they open.
   */
  lessonsOnly?: boolean;
}

/** mf-teacher's lesson history of one teacher and month; the admin's page passes canMarkPaid. */
export interface LessonHistoryParcelProps {
  /** the route's {teacherId}, as it is in the URL (the view explains a bad one) */
  teacherId?: string;
  /** any day of the month to show, YYYY-MM-DD */
  date?: string;
  /** admins mark lessons paid; teachers see the state read-only */
  canMarkPaid?: boolean;
}

/** mf-auth's profile form reads the signed-in user from the session bus: no props. */
export type ProfileFormParcelProps = Record<never, never>;

/** mf-auth's copy and erasure of one person's data, for a guardian's linked student or an admin's person (docs/product-rules.md#r-privacy-2). */
export interface PersonalDataParcelProps {
  personId: number;
}

/** mf-calendar's month view and agenda, for a teacher, a study plan or a student. */
export interface CalendarParcelProps {
  scope: CalendarScope;
  /** lessons are shown, not opened (a student's calendar) */
  readOnly?: boolean;
}

/**
 * mf-student's progress tracking of one plan: questions, answers and graphs. A student
 * answers for themselves; the plan's teachers and admins (the study-plan view mounts it)
 * also edit the questions, answer for a member and see one line per member. The server
 * decides who sees what.
 */
export interface ProgressParcelProps {
  planId: number;
}

export interface ParcelPropsMap {
  'mf_teacher/study-plan-view': StudyPlanViewParcelProps;
  'mf_teacher/lesson-history': LessonHistoryParcelProps;
  'mf_auth/profile-form': ProfileFormParcelProps;
  'mf_auth/personal-data': PersonalDataParcelProps;
  'mf_calendar/calendar': CalendarParcelProps;
  'mf_student/progress': ProgressParcelProps;
}

/** Fails to compile when an id does not start with the name of a remote in the registry. */
type OfRegisteredRemotes<Ids extends `${RemoteName}/${string}`> = Ids;

export type ParcelId = OfRegisteredRemotes<keyof ParcelPropsMap>;

export type ParcelProps<Id extends ParcelId> = ParcelPropsMap[Id];

/** The profile form, which every role's profile page (ProfilePage) mounts. */
export const PROFILE_FORM_PARCEL = 'mf_auth/profile-form' satisfies ParcelId;

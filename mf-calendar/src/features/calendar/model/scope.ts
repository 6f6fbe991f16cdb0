import type { CalendarScope } from '@studydesk/shared/contracts';
import type { ActivitySummary } from '@studydesk/shared/session';

/**
 * Whether a saved activity belongs in this calendar: a plan's calendar takes that plan's,
 * a teacher's those counted for them (all, when the sender did not say), a student's
 * those of the plans already on it (a student never plans lessons themselves).
 */
export function concernsCalendar(scope: CalendarScope, activity: ActivitySummary, knownPlanIds: ReadonlySet<number>): boolean {
  switch (scope.kind) {
    case 'plan':
      return activity.studyPlanId === scope.planId;
    case 'teacher':
      return activity.teacherId === undefined || activity.teacherId === scope.teacherId;
    case 'student':
      return knownPlanIds.has(activity.studyPlanId);
  }
}

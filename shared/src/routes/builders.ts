import type { ProfileType } from '@studydesk/shared/contracts';
import { PATHS, fillPattern, type StaffRole } from './paths';

/** docs/product-rules.md#r-route-1: "/{profile type}/home". */
export function homePath(role: ProfileType): string {
  return PATHS[role].home;
}

export function profilePath(role: ProfileType): string {
  return PATHS[role].profile;
}

export interface StudyPlanQuery {
  /** shown while the plan loads */
  title?: string;
  /** teacher route: whether the plan is a group's */
  group?: boolean;
  /** admin route: the student whose first-name cell opened the plan; guardian route: the student whose plan it is */
  studentId?: number;
}

/**
 * docs/product-rules.md#r-route-3: /admin/study-plans/{planId} with query title (and studentId when opened from
 * a student's first-name cell); /teacher/study-plans/{planId} with query group
 * (true/false) and title; /student/study-plans/{planId}; /guardian/students/{studentId}/study-plans/{planId}.
 */
export function studyPlanPath(role: ProfileType, planId: number, query: StudyPlanQuery = {}): string {
  const params = new URLSearchParams();
  if (query.group !== undefined) params.set('group', String(query.group));
  if (query.title !== undefined) params.set('title', query.title);
  // a guardian's plan is always one student's: without the student the path cannot be made (fillPattern throws)
  if (role === 'guardian') return fillPattern(PATHS.guardian.studyPlan, query.studentId === undefined ? { planId } : { planId, studentId: query.studentId });
  if (query.studentId !== undefined) params.set('studentId', String(query.studentId));
  const path = fillPattern(PATHS[role].studyPlan, { planId });
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** docs/product-rules.md#r-route-3: /{admin|teacher}/study-plans/{planId}/retention. */
export function retentionPath(role: StaffRole, planId: number): string {
  return fillPattern(PATHS[role].retention, { planId });
}

/** /guardian/students/{studentId}: a linked student's page (docs/product-rules.md#r-guard-2). */
export function guardianStudentPath(studentId: number): string {
  return fillPattern(PATHS.guardian.student, { studentId });
}

/** /admin/teachers/{teacherId}/calendar, with the teacher's name to show while it loads. */
export function teacherCalendarPath(teacherId: number, name?: string): string {
  const path = fillPattern(PATHS.admin.teacherCalendar, { teacherId });
  return name ? `${path}?${new URLSearchParams({ name })}` : path;
}

/** docs/product-rules.md#r-route-3: /{admin|teacher}/lesson-history/{teacherId}/{date}, date as YYYY-MM-DD. */
export function lessonHistoryPath(role: StaffRole, teacherId: number, date: string): string {
  return fillPattern(PATHS[role].lessonHistory, { teacherId, date });
}

/**
 * The teaching-time report (the Teaching time tab of /admin/teachers), on a month when
 * given (YYYY-MM in the query): where a lesson history goes back to.
 */
export function teachingTimePath(month?: { month: number; year: number }): string {
  const params = new URLSearchParams({ tab: 'teaching-time' });
  if (month) params.set('month', `${month.year}-${String(month.month).padStart(2, '0')}`);
  return `${PATHS.admin.teachers}?${params}`;
}

/** The month of a teachingTimePath query (`month=YYYY-MM`); null when absent or not a month. */
export function teachingTimeMonthParam(value: string | null): { month: number; year: number } | null {
  const match = value ? /^(\d{4})-(\d{2})$/.exec(value) : null;
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year: Number(match[1]) } : null;
}

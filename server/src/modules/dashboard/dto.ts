import type { DashboardPlanDto, PlanPerson, ReminderDto } from '@studydesk/shared/contracts';
import { instantToIso } from '../../db/instants';
import type { DashboardRow, ReminderRow } from './queries/dashboard';

/** A dashboard row: an individual plan shows its student, a group its member count. */
export function toDashboardPlan(row: DashboardRow, members: readonly PlanPerson[]): DashboardPlanDto {
  const isGroup = Number(row.is_group) === 1;
  const student = isGroup ? undefined : members[0];
  return {
    id: Number(row.id),
    code: row.code,
    title: row.title,
    isGroup,
    student: members.length,
    studentFirstName: student?.firstName ?? '',
    studentLastName: student?.lastName ?? '',
    profilepic: student?.profilepic ?? null,
    nextLesson: instantToIso(row.next_lesson),
    lastEvaluation: instantToIso(row.last_evaluation),
    tickets: Number(row.overdue ?? 0) + Number(row.unanswered ?? 0),
  };
}

/** An upcoming lesson, or an evaluation whose start has passed while still open. */
export function toReminder(row: ReminderRow, now: number): ReminderDto {
  const start = Number(row.start_time);
  return {
    kind: start < now ? 'overdueEvaluation' : 'upcoming',
    activityId: Number(row.id),
    studyPlanId: Number(row.study_plan_id),
    planTitle: row.title,
    planCode: row.code,
    isGroup: Number(row.is_group) === 1,
    lessonTitle: row.lesson_title,
    type: row.type,
    startTime: new Date(start).toISOString(),
  };
}

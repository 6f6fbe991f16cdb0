import { makeUpCreditState, type MakeUpCreditDto } from '@studydesk/shared/contracts';
import { instantToIso } from '../../db/instants';
import type { CreditRow } from './queries/credits';

const lessonOf = (id: number | null, title: string | null, start: number | string | null) =>
  id === null ? null : { id: Number(id), lessonTitle: title ?? '', startTime: instantToIso(start) };

export function toMakeUpCreditDto(row: CreditRow, now: number): MakeUpCreditDto {
  const usedBy = row.used_by_activity_id === null ? null : Number(row.used_by_activity_id);
  const expiresAt = Number(row.expires_at);
  return {
    id: Number(row.id),
    studentId: Number(row.student_id),
    student: { firstName: row.first_name, lastName: row.last_name, title: row.title },
    studyPlanId: Number(row.study_plan_id),
    studyPlanTitle: row.plan_title,
    earnedBy: lessonOf(row.earned_by_activity_id, row.earned_title, row.earned_start),
    createdAt: instantToIso(row.created_at) ?? new Date(0).toISOString(),
    expiresAt: instantToIso(expiresAt) ?? new Date(0).toISOString(),
    usedBy: lessonOf(usedBy, row.used_title, row.used_start),
    state: makeUpCreditState({ usedByActivityId: usedBy, expiresAt }, now),
  };
}

const STATE_ORDER = { open: 0, used: 1, expired: 2 } as const;

/** Open credits first, soonest to expire first; then the rest, newest first (as listed). */
export function orderCredits(credits: MakeUpCreditDto[]): MakeUpCreditDto[] {
  return credits
    .map((credit, index) => ({ credit, index }))
    .sort((a, b) =>
      STATE_ORDER[a.credit.state] - STATE_ORDER[b.credit.state] ||
      (a.credit.state === 'open' ? Date.parse(a.credit.expiresAt) - Date.parse(b.credit.expiresAt) : 0) ||
      a.index - b.index,
    )
    .map(({ credit }) => credit);
}

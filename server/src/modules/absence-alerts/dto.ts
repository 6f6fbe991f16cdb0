import type { AbsenceAlert, AbsenceRule } from '@studydesk/shared/contracts';
import { instantToIso } from '../../db/instants';
import type { StoredAlertLesson } from './queries/alerts';
import type { AlertRow } from './queries/alert-views';
import { recipientsOf } from './rules';

const iso = (instant: number | string) => instantToIso(instant) ?? new Date(0).toISOString();

/** An alert as the contracts answer it; its JSON columns were written by this module only. */
export function toAbsenceAlert(row: AlertRow): AbsenceAlert {
  return {
    id: Number(row.id),
    plan: { id: Number(row.plan_id), code: row.plan_code, title: row.plan_title },
    student: { id: Number(row.student_id), firstName: row.student_first, lastName: row.student_last, title: row.student_title },
    rule: JSON.parse(row.rule) as AbsenceRule,
    lessons: (JSON.parse(row.lessons) as StoredAlertLesson[]).map((lesson) => ({ ...lesson, start: iso(lesson.start) })),
    recipients: recipientsOf(row.recipients),
    raisedAt: iso(row.raised_at),
    endedAt: instantToIso(row.ended_at),
    resolvedAt: instantToIso(row.resolved_at),
    resolvedBy:
      row.resolved_by === null ? null : { id: Number(row.resolved_by), firstName: row.resolver_first ?? '', lastName: row.resolver_last ?? '', title: row.resolver_title ?? '' },
    resolvedNote: row.resolved_note,
  };
}

/** How absence rules and their alerts are named on screen and in mails (docs/product-rules.md#r-absence-2). */
import type { AbsenceRule, AbsenceRuleKind, AlertRecipient } from '@studydesk/shared/contracts';
import { msg } from '@studydesk/shared/text';

/** A rule in words, with its numbers as `{count}`, `{weeks}`, `{percent}`, `{lessons}` (dictionary keys, shown with t()). */
export const ABSENCE_RULE_LABELS: Readonly<Record<AbsenceRuleKind, string>> = Object.freeze({
  in_a_row: msg('{count, plural, one {# absence in a row} other {# absences in a row}}'),
  within_weeks: msg('{count, plural, one {# absence} other {# absences}} within {weeks, plural, one {# week} other {# weeks}}'),
  below_percent: msg('Attendance below {percent} % after at least {lessons} lessons'),
});

/** The values a rule's label takes. */
export function absenceRuleParams(rule: AbsenceRule): Record<string, number> {
  return { count: rule.absences, weeks: rule.weeks, percent: rule.percent, lessons: rule.minLessons };
}

export const ALERT_RECIPIENT_LABELS: Readonly<Record<AlertRecipient, string>> = Object.freeze({
  guardians: msg('Guardians'),
  student: msg('The student'),
  teachers: msg("The plan's teachers"),
  admins: msg('Admins'),
});

/** A group member marked absent from a held lesson: how an alert names that lesson's outcome. */
export const MARKED_ABSENT = msg('Marked absent');

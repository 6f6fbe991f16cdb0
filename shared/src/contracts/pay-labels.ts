/**
 * The words of payslips (docs/product-rules.md#r-pay-5), as dictionary keys both sides use:
 * the server writes payslips with them in the teacher's language, the browser shows the
 * same lines. Kept out of the mail-only keys, so screens get them too. Outcomes are named by
 * OUTCOME_LABELS in @studydesk/shared/enums, the one list of their names.
 */
import { msg } from '@studydesk/shared/text';

/** The reason on the line that pays a lesson of a closed month added or completed later (a key). */
export const LATE_LESSON_REASON = msg('Lesson of a closed month, added or completed later');

export const PAYSLIP_LABELS = {
  title: msg('Payslip {month}'),
  teacher: msg('Teacher'),
  closed: msg('Closed on {date}'),
  date: msg('Date'),
  lesson: msg('Lesson'),
  outcome: msg('Outcome'),
  hours: msg('Hours'),
  rate: msg('Rate per hour'),
  share: msg('Share'),
  amount: msg('Amount'),
  noRate: msg('no rate'),
  lessons: msg('Lessons'),
  adjustments: msg('Adjustments'),
  reason: msg('Reason'),
  noAdjustments: msg('No adjustments'),
  lessonsTotal: msg('Lessons total'),
  adjustmentsTotal: msg('Adjustments total'),
  total: msg('Total'),
};

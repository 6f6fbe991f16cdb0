/**
 * The words of payslips (docs/product-rules.md#r-pay-5), as dictionary keys both sides use:
 * the server writes payslips with them in the teacher's language, the browser shows the
 * same lines. Kept out of the mail-only keys, so screens get them too. Outcomes are named by
 * OUTCOME_LABELS in @studydesk/shared/enums, the one list of their names.
 */
import { msg } from '@studydesk/shared/text';

/** The reason on the line that pays a lesson of a closed month added or completed later (a key). */
export const LATE_LESSON_REASON = msg('Lesson of a closed month, added or completed later');
/** The payslip's line for such a lesson: which lesson, and the day it was held (not the day its pay was closed). */
export const LATE_LESSON_LINE = msg('Lesson “{lesson}” of {date}, added or completed after its month was closed');

export const PAYSLIP_LABELS = {
  title: msg('Payslip {month}'),
  teacher: msg('Teacher'),
  closed: msg('Closed on {date}'),
  date: msg('Date'),
  lesson: msg('Lesson'),
  student: msg('Student'),
  plan: msg('Plan'),
  group: msg('Group'),
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
  // money, worded as money in every language (German "Summe der Stunden" read as hours)
  lessonsTotal: msg('Pay for lessons'),
  adjustmentsTotal: msg('Pay for adjustments'),
  total: msg('Total pay'),
};

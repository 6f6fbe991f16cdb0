import type { MonthPayment, TeachingTimeRow } from '@studydesk/shared/contracts';
import { formatNumber, msg } from '@studydesk/shared/i18n';

/**
 * What ticking the month's paid checkbox asks for: a paid month (1) is unmarked, an
 * unpaid (0) or partially paid (2) one is paid in full; -1 has no checkbox. A closed month is
 * paid for good (docs/product-rules.md#r-pay-4): nothing to ask, the box stays ticked.
 */
export function nextMonthPaid(paid: number, closed = false): boolean | null {
  if (closed) return null;
  if (paid === 1) return false;
  if (paid === 0 || paid === 2) return true;
  return null;
}

/**
 * The report row after a mark: the server's figures for that teacher-month. Marking a month paid
 * closes its pay period (docs/product-rules.md#r-pay-4), so a month marked paid is closed.
 */
export function applyMonthPayment(row: TeachingTimeRow, month: MonthPayment, closed = false): TeachingTimeRow {
  if (row.id !== month.teacherId || row.month !== month.month || row.year !== month.year) return row;
  return {
    ...row, hours: month.hours, lessons: month.lessons, paidLessons: month.paidLessons, paid: month.paid,
    closed: row.closed || closed, markedAt: new Date().toISOString(),
  };
}

/**
 * The question asked before a teacher-month's paid state changes, with the real figures:
 * "Mark 34 h of Emma Clarke in November 2026 as paid?". A dictionary key and its values.
 */
export function paidQuestion(paid: boolean, figures: { hours: number; name: string; month: string }): { key: string; params: Record<string, string> } {
  const params = { hours: formatNumber(figures.hours), name: figures.name, month: figures.month };
  return { key: paid ? msg('Mark {hours} h of {name} in {month} as paid?') : msg('Mark {hours} h of {name} in {month} as not paid?'), params };
}

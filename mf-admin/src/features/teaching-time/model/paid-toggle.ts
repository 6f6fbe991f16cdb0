import type { MonthPayment, TeachingTimeRow } from '@studydesk/shared/contracts';

/**
 * What ticking the month's paid checkbox asks for: a paid month (1) is unmarked, an
 * unpaid (0) or partially paid (2) one is paid in full; -1 has no checkbox.
 */
export function nextMonthPaid(paid: number): boolean | null {
  if (paid === 1) return false;
  if (paid === 0 || paid === 2) return true;
  return null;
}

/** The report row after a mark: the server's figures for that teacher-month. */
export function applyMonthPayment(row: TeachingTimeRow, month: MonthPayment): TeachingTimeRow {
  if (row.id !== month.teacherId || row.month !== month.month || row.year !== month.year) return row;
  return { ...row, hours: month.hours, lessons: month.lessons, paidLessons: month.paidLessons, paid: month.paid, markedAt: new Date().toISOString() };
}

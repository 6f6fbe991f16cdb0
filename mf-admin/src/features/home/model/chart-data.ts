import type { TeacherHours, TeachingTimeMonth } from '@studydesk/shared/contracts';
import { formatMonthYear } from '@studydesk/shared/i18n';
import { displayName } from '@studydesk/shared/text';

export interface MonthPoint {
  /** 'Nov 26' in the user's language */
  label: string;
  hours: number;
}

export interface TeacherPoint {
  teacherId: number;
  name: string;
  hours: number;
}

/** Short month and year labels for the axis; mid-month UTC so no zone moves the month. */
export function monthPoints(months: readonly TeachingTimeMonth[], language = 'en'): MonthPoint[] {
  return months.map((m) => ({ label: formatMonthYear(m.month, m.year, 'short', language), hours: m.hours }));
}

export function teacherPoints(rows: readonly TeacherHours[]): TeacherPoint[] {
  return rows.map((row) => ({ teacherId: row.teacherId, name: displayName(row) || `#${row.teacherId}`, hours: row.hours }));
}

export function totalHours(months: readonly { hours: number }[]): number {
  return Math.round(months.reduce((sum, m) => sum + m.hours, 0) * 100) / 100;
}

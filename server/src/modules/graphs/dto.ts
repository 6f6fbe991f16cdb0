import type { TeachingTimeChartResponse } from '@studydesk/shared/contracts';
import { roundHours } from '../teaching-time';

interface TeacherHoursRow {
  id: number;
  first_name: string;
  last_name: string;
  title: string;
  hours: number | string | null;
}

/** The month's chart: teachers who taught, most hours first (ties by last name, then id). */
export function toTeacherHours(rows: readonly TeacherHoursRow[]): TeachingTimeChartResponse['teachingchart'] {
  return rows
    .map((row) => ({
      teacherId: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      title: row.title,
      hours: roundHours(Number(row.hours ?? 0)),
    }))
    .filter((row) => row.hours > 0)
    .sort((a, b) => b.hours - a.hours || a.lastName.localeCompare(b.lastName) || a.teacherId - b.teacherId);
}

import type { CompletedActivity, TeachingTimeDownloadResponse } from '@studydesk/shared/contracts';
import { formatDate, formatTime, yearMonthKey } from '@studydesk/shared/dates';
import { displayName } from '@studydesk/shared/text';

/** The file's header row (docs/product-rules.md#r-csv-2), a file format: not translated. */
export const TEACHING_TIME_CSV_HEADER = ['Teacher', 'Student', 'Description', 'Date', 'Start Time', '# Lessons'] as const;

/** The file's name (docs/product-rules.md#r-csv-2). */
export function teachingTimeCsvName(month: number, year: number): string {
  return `${yearMonthKey(month, year)}.All.csv`;
}

/** The plan's students by name; a plan without members is named by its title. */
function studentCell(activity: CompletedActivity): string {
  const names = activity.students.map((student) => displayName(student)).filter(Boolean);
  return names.length > 0 ? names.join(', ') : activity.studyPlan.title;
}

/**
 * Header plus one row per completed lesson, dates DD/MM/YYYY and times HH:mm in the zone
 * the server cut the month in (so a 23:30 lesson on the 31st shows as the 31st).
 */
export function teachingTimeCsvRows(download: TeachingTimeDownloadResponse): string[][] {
  const rows: string[][] = [[...TEACHING_TIME_CSV_HEADER]];
  for (const teacher of download.results) {
    const teacherName = displayName(teacher);
    for (const activity of teacher.completedActivities) {
      rows.push([
        teacherName,
        studentCell(activity),
        activity.description,
        formatDate(activity.startTime, download.timeZone),
        formatTime(activity.startTime, download.timeZone),
        String(activity.lessonLength),
      ]);
    }
  }
  return rows;
}

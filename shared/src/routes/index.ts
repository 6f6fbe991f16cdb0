export { PATHS, PUBLIC_PATTERNS, ROLES, ROUTE_PATTERNS, fillPattern, patternRegExp } from './paths';
export type { StaffRole } from './paths';
export { guardianStudentPath, homePath, lessonHistoryPath, profilePath, retentionPath, studyPlanPath, teacherCalendarPath, teachingTimeMonthParam, teachingTimePath } from './builders';

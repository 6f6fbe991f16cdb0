/**
 * Lessons: what users.last_lesson_at and the dashboard's lesson figures count. A file of
 * its own because the queries need it and rules.ts needs the queries.
 */
export const LESSON_TYPES = ['activity', 'evaluation'] as const;

/*
 * The activity rules both sides apply that are plain values, without schemas: the
 * browser takes them from `@studydesk/shared/contracts/plain` (docs/conventions.md#endpoints),
 * the server and the schemas from `@studydesk/shared/contracts`.
 */

/** Activity text limits (server-enforced). */
export const ACTIVITY_TITLE_MAX = 200;
export const ACTIVITY_DESCRIPTION_MAX = 10000;
export const COMMENT_TEXT_MAX = 4000;
export const FEEDBACK_TEXT_MAX = 2000;
/**
 * Lesson length in lessons (hours of teaching), in steps of half an hour as the activity
 * dialog offers them (1.5-hour lessons exist); no lesson runs longer than a school day.
 */
export const LESSON_LENGTH_MAX = 8;
export const LESSON_LENGTH_STEP = 0.5;

/**
 * The limits of the fields a person types in the activity dialog, as the schemas built
 * from the constants above state them (plain.test.ts holds them equal
 * to `fieldLimits` of the schema): the dialog is on a teacher's first screen, which would
 * otherwise load every schema to read three fields' limits.
 */
export const ACTIVITY_FIELD_LIMITS = Object.freeze({
  lessonTitle: { minLength: 1, maxLength: ACTIVITY_TITLE_MAX },
  description: { maxLength: ACTIVITY_DESCRIPTION_MAX },
  lessonLength: { min: 0, max: LESSON_LENGTH_MAX, step: LESSON_LENGTH_STEP },
});

/** Why the server answers 409 to completing a lesson that has not started yet. */
export const COMPLETE_BEFORE_START_MESSAGE = 'A lesson can be marked completed only once it has started';

/**
 * Why the server answers 400 to a completed lesson without a start time: teaching time,
 * pay and the lesson history count a lesson in the month it took place.
 */
export const COMPLETED_WITHOUT_START_MESSAGE = 'A completed lesson needs a start time';

/**
 * May a lesson starting at `startTime` (ISO text or epoch ms; null when unscheduled) be
 * marked completed at `now`? Only once its start has passed, so teaching time, payment
 * and "last lesson" never count a lesson that has not happened. The server enforces it;
 * the activity dialog uses it to disable Complete and say why.
 */
export function canCompleteAt(startTime: string | number | null, now: number): boolean {
  if (startTime === null) return true;
  const start = typeof startTime === 'number' ? startTime : Date.parse(startTime);
  return Number.isNaN(start) || start <= now;
}

/** Comments come in pages of this size, newest first, in the list and in the dialog. */
export const COMMENTS_PAGE_SIZE = 5;

/** The 409 of an update whose `updatedAt` precondition no longer holds. */
export const ACTIVITY_CHANGED_MESSAGE =
  'This activity was changed by someone else since you opened it. Reload it to see their changes, then make yours again.';

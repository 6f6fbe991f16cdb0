import type { AbsenceRule, LessonOutcome } from '@studydesk/shared/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
/** An alert names at most this many lessons: the latest ones of its pattern. */
export const LESSONS_NAMED = 10;

/** One lesson of a plan as one student had it. */
export interface StudentLesson {
  activityId: number;
  start: number;
  outcome: LessonOutcome | null;
  /** a group member's attendance row: false when marked absent, null without a row (one-to-one plans keep none) */
  attended: boolean | null;
}

/**
 * docs/product-rules.md#r-absence-1: an absence is a no-show or a late cancellation, or a
 * group member marked absent from a held lesson; a lesson cancelled by the school or with
 * notice, or without an outcome yet, does not count at all (neither absence nor attendance).
 */
export function absenceMark(lesson: StudentLesson): 'absent' | 'present' | null {
  switch (lesson.outcome) {
    case 'no_show':
    case 'cancelled_late':
      return 'absent';
    case 'held':
      return lesson.attended === false ? 'absent' : 'present';
    default:
      return null;
  }
}

export interface RuleMatch {
  holds: boolean;
  /** the absences that make it hold, oldest first (at most LESSONS_NAMED) */
  lessons: StudentLesson[];
}

const NO_MATCH: RuleMatch = { holds: false, lessons: [] };

/**
 * Whether `rule` holds for one student's lessons of one plan at `now`
 * (docs/product-rules.md#r-absence-2). `lessons` in any order.
 */
export function evaluateRule(rule: AbsenceRule, lessons: readonly StudentLesson[], now: number): RuleMatch {
  const counted = lessons
    .filter((lesson) => absenceMark(lesson) !== null)
    .sort((a, b) => a.start - b.start || a.activityId - b.activityId);
  const absences = counted.filter((lesson) => absenceMark(lesson) === 'absent');
  const named = (list: StudentLesson[]) => list.slice(-LESSONS_NAMED);
  switch (rule.kind) {
    case 'in_a_row': {
      const last = counted.slice(-rule.absences);
      const holds = last.length === rule.absences && last.every((lesson) => absenceMark(lesson) === 'absent');
      return holds ? { holds, lessons: named(last) } : NO_MATCH;
    }
    case 'within_weeks': {
      const inWindow = absences.filter((lesson) => lesson.start > now - rule.weeks * WEEK_MS);
      return inWindow.length >= rule.absences ? { holds: true, lessons: named(inWindow) } : NO_MATCH;
    }
    case 'below_percent': {
      const attended = counted.length - absences.length;
      // attended / counted < percent / 100, in integers
      const holds = counted.length >= rule.minLessons && attended * 100 < rule.percent * counted.length;
      return holds ? { holds, lessons: named(absences) } : NO_MATCH;
    }
  }
}

/** The latest alert of a rule for a student and plan, as far as deciding the next one goes. */
export interface LastAlert {
  raisedAt: number;
  /** when its pattern stopped holding; null while it still holds */
  endedAt: number | null;
}

export type AlertDecision = 'raise' | 'end' | 'none';

/**
 * docs/product-rules.md#r-absence-3: an alert is raised when a rule holds and either none was
 * raised before, the pattern of the last one ended (it broke and formed again), or the last
 * was raised at least the rule's cooldown ago; a pattern that stops holding ends its alert.
 */
export function decideAlert(holds: boolean, last: LastAlert | null, now: number, cooldownDays: number): AlertDecision {
  if (!holds) return last !== null && last.endedAt === null ? 'end' : 'none';
  if (last === null || last.endedAt !== null || now - last.raisedAt >= cooldownDays * DAY_MS) return 'raise';
  return 'none';
}

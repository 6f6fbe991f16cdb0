import type { AbsenceRule, AlertRecipientPerson, LessonOutcome } from '@studydesk/shared/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
/** An alert names at most this many lessons: the latest ones of its pattern. */
const LESSONS_NAMED = 10;

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

/** The lessons that count (absences and attended ones), in the order they started, and how many were absences. */
interface Counted {
  lessons: StudentLesson[];
  absent: boolean[];
  absences: number;
}

const byStart = (a: StudentLesson, b: StudentLesson) => a.start - b.start || a.activityId - b.activityId;

function countedOf(lessons: readonly StudentLesson[]): Counted {
  const counted: Counted = { lessons: [], absent: [], absences: 0 };
  // the lessons come in order from the database: sorting is needed only when they do not
  const sorted = lessons.every((lesson, i) => i === 0 || byStart(lessons[i - 1], lesson) <= 0) ? lessons : [...lessons].sort(byStart);
  for (const lesson of sorted) {
    const mark = absenceMark(lesson);
    if (mark === null) continue;
    counted.lessons.push(lesson);
    counted.absent.push(mark === 'absent');
    if (mark === 'absent') counted.absences += 1;
  }
  return counted;
}

/** The latest absences among the counted lessons from `from` on, oldest first, at most LESSONS_NAMED. */
function latestAbsences(counted: Counted, from = 0): StudentLesson[] {
  const found: StudentLesson[] = [];
  for (let i = counted.lessons.length - 1; i >= from && found.length < LESSONS_NAMED; i -= 1) if (counted.absent[i]) found.unshift(counted.lessons[i]);
  return found;
}

function evaluateCounted(rule: AbsenceRule, counted: Counted, now: number): RuleMatch {
  const total = counted.lessons.length;
  switch (rule.kind) {
    case 'in_a_row': {
      if (total < rule.absences) return NO_MATCH;
      for (let i = total - rule.absences; i < total; i += 1) if (!counted.absent[i]) return NO_MATCH;
      return { holds: true, lessons: latestAbsences(counted, total - rule.absences) };
    }
    case 'within_weeks': {
      let first = total;
      while (first > 0 && counted.lessons[first - 1].start > now - rule.weeks * WEEK_MS) first -= 1;
      let inWindow = 0;
      for (let i = first; i < total; i += 1) if (counted.absent[i]) inWindow += 1;
      return inWindow >= rule.absences ? { holds: true, lessons: latestAbsences(counted, first) } : NO_MATCH;
    }
    case 'below_percent': {
      const attended = total - counted.absences;
      // attended / counted < percent / 100, in integers
      const holds = total >= rule.minLessons && attended * 100 < rule.percent * total;
      return holds ? { holds, lessons: latestAbsences(counted) } : NO_MATCH;
    }
  }
}

/**
 * Whether each of `rules` holds for one student's lessons of one plan at `now`
 * (docs/product-rules.md#r-absence-2), in the order of the rules. `lessons` in any order;
 * the lessons are read once for every rule.
 */
export function evaluateRules(rules: readonly AbsenceRule[], lessons: readonly StudentLesson[], now: number): RuleMatch[] {
  const counted = countedOf(lessons);
  return rules.map((rule) => evaluateCounted(rule, counted, now));
}

/** evaluateRules for one rule. */
export function evaluateRule(rule: AbsenceRule, lessons: readonly StudentLesson[], now: number): RuleMatch {
  return evaluateRules([rule], lessons, now)[0];
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

/** Who an alert told, from its stored JSON; '' once an erased recipient emptied the list (personal-data.ts). */
export function recipientsOf(stored: string): AlertRecipientPerson[] {
  return stored === '' ? [] : (JSON.parse(stored) as AlertRecipientPerson[]);
}

import fc from 'fast-check';
import { ABSENCE_RULE_KINDS, LESSON_OUTCOMES, type AbsenceRule, type LessonOutcome } from '@studydesk/shared/contracts';
import { decideAlert, evaluateRule, type LastAlert, type StudentLesson } from '../../../src/modules/absence-alerts/rules';

/**
 * docs/product-rules.md#r-absence-3 over random sequences of outcomes and attendance: an alert
 * is raised exactly when a rule first holds (or holds again after its pattern broke, or still
 * holds a cooldown after the last alert), never twice within the cooldown while the pattern
 * goes on, and never because of a cancellation by the school or with notice.
 */
const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 0, 5, 10);
const NOT_COUNTED: readonly LessonOutcome[] = ['cancelled_school', 'cancelled_notice'];

type Step =
  | { kind: 'lesson'; gapDays: number; outcome: LessonOutcome | null; attended: boolean | null }
  | { kind: 'outcome'; pick: number; outcome: LessonOutcome | null }
  | { kind: 'attendance'; pick: number; attended: boolean }
  | { kind: 'wait'; days: number };

const outcomeArb = fc.constantFrom<LessonOutcome | null>(null, ...LESSON_OUTCOMES);
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('lesson' as const), gapDays: fc.integer({ min: 1, max: 12 }), outcome: outcomeArb, attended: fc.constantFrom(null, true, false) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('outcome' as const), pick: fc.nat(), outcome: outcomeArb }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('attendance' as const), pick: fc.nat(), attended: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 30 }) }) },
);
const ruleArb: fc.Arbitrary<AbsenceRule> = fc.record({
  id: fc.constant('rule'),
  kind: fc.constantFrom(...ABSENCE_RULE_KINDS),
  absences: fc.integer({ min: 1, max: 4 }),
  weeks: fc.integer({ min: 1, max: 6 }),
  percent: fc.integer({ min: 1, max: 100 }),
  minLessons: fc.integer({ min: 1, max: 8 }),
  recipients: fc.constant(['admins' as const]),
  cooldownDays: fc.integer({ min: 0, max: 40 }),
});

interface Evaluation {
  now: number;
  holds: boolean;
  raised: boolean;
  /** the step only added or changed a lesson that does not count */
  uncountedOnly: boolean;
}

/** Plays the steps: after each, the rule is evaluated and decided on as the server does after a save. */
function play(rule: AbsenceRule, steps: readonly Step[]): Evaluation[] {
  const lessons: StudentLesson[] = [];
  let now = T0;
  let last: LastAlert | null = null;
  const evaluations: Evaluation[] = [];
  for (const step of steps) {
    let uncountedOnly = false;
    if (step.kind === 'lesson') {
      const start = (lessons.at(-1)?.start ?? T0) + step.gapDays * DAY;
      now = Math.max(now, start);
      lessons.push({ activityId: lessons.length + 1, start, outcome: step.outcome, attended: step.attended });
      uncountedOnly = step.outcome === null || NOT_COUNTED.includes(step.outcome);
    } else if (step.kind === 'outcome' && lessons.length > 0) {
      const lesson = lessons[step.pick % lessons.length];
      const uncounted = (o: LessonOutcome | null) => o === null || NOT_COUNTED.includes(o);
      uncountedOnly = uncounted(lesson.outcome) && uncounted(step.outcome);
      lesson.outcome = step.outcome;
    } else if (step.kind === 'attendance' && lessons.length > 0) {
      lessons[step.pick % lessons.length].attended = step.attended;
    } else if (step.kind === 'wait') {
      now += step.days * DAY;
    }
    const { holds } = evaluateRule(rule, lessons, now);
    const decision = decideAlert(holds, last, now, rule.cooldownDays);
    if (decision === 'raise') last = { raisedAt: now, endedAt: null };
    if (decision === 'end' && last) last = { ...last, endedAt: now };
    evaluations.push({ now, holds, raised: decision === 'raise', uncountedOnly });
  }
  return evaluations;
}

const runs = { numRuns: 400 };

describe('absence alerts over random sequences (property)', () => {
  it('raises exactly when the rule first holds, or holds again after it broke, or once more after the cooldown', () => {
    fc.assert(
      fc.property(ruleArb, fc.array(stepArb, { maxLength: 40 }), (rule, steps) => {
        const evaluations = play(rule, steps);
        let lastRaise: number | null = null;
        evaluations.forEach((evaluation, i) => {
          const before = evaluations.slice(lastRaise === null ? 0 : lastRaise + 1, i);
          const firstHolds = evaluation.holds && (i === 0 || !evaluations[i - 1].holds);
          const brokeSinceRaise = lastRaise !== null && before.some((e) => !e.holds);
          const cooled = lastRaise !== null && evaluation.now - evaluations[lastRaise].now >= rule.cooldownDays * DAY;
          const expected = evaluation.holds && (lastRaise === null || firstHolds || brokeSinceRaise || cooled);
          expect(evaluation.raised).toBe(expected);
          if (evaluation.raised) lastRaise = i;
        });
      }),
      runs,
    );
  });

  it('never raises twice within the cooldown while the pattern goes on', () => {
    fc.assert(
      fc.property(ruleArb, fc.array(stepArb, { maxLength: 40 }), (rule, steps) => {
        const evaluations = play(rule, steps);
        const raises = evaluations.flatMap((e, i) => (e.raised ? [i] : []));
        for (let k = 1; k < raises.length; k += 1) {
          const [a, b] = [raises[k - 1], raises[k]];
          const broke = evaluations.slice(a + 1, b).some((e) => !e.holds);
          expect(broke || evaluations[b].now - evaluations[a].now >= rule.cooldownDays * DAY).toBe(true);
        }
      }),
      runs,
    );
  });

  it('never raises for a cancellation by the school or with notice: such a save finds at most a pattern that already held', () => {
    fc.assert(
      fc.property(ruleArb, fc.array(stepArb, { maxLength: 40 }), (rule, steps) => {
        const evaluations = play(rule, steps);
        evaluations.forEach((evaluation, i) => {
          // an alert at such a save is the cooldown's repeat of a pattern that held before it
          if (evaluation.uncountedOnly && evaluation.raised) expect(i > 0 && evaluations[i - 1].holds).toBe(true);
          if (evaluation.uncountedOnly && i > 0 && !evaluations[i - 1].holds) expect(evaluation.holds).toBe(false);
        });
      }),
      runs,
    );
  });

  it('gives the same answer with every school and notice cancellation left out', () => {
    fc.assert(
      fc.property(ruleArb, fc.array(fc.record({ outcome: outcomeArb, attended: fc.constantFrom(null, true, false), gapDays: fc.integer({ min: 1, max: 12 }) }), { maxLength: 30 }), fc.integer({ min: 0, max: 60 }), (rule, specs, extra) => {
        let start = T0;
        const lessons = specs.map((spec, i) => ({ activityId: i + 1, start: (start += spec.gapDays * DAY), outcome: spec.outcome, attended: spec.attended }));
        const now = start + extra * DAY;
        const kept = lessons.filter((lesson) => lesson.outcome === null || !NOT_COUNTED.includes(lesson.outcome));
        expect(evaluateRule(rule, lessons, now)).toEqual(evaluateRule(rule, kept, now));
      }),
      runs,
    );
  });

  it('reads the lessons in the order they started, whatever order they come in', () => {
    fc.assert(
      fc.property(ruleArb, fc.array(fc.record({ outcome: outcomeArb, attended: fc.constantFrom(null, true, false), start: fc.integer({ min: 0, max: 60 }) }), { maxLength: 30 }), (rule, specs) => {
        const lessons = specs.map((spec, i) => ({ activityId: i + 1, start: T0 + spec.start * DAY, outcome: spec.outcome, attended: spec.attended }));
        const sorted = [...lessons].sort((a, b) => a.start - b.start || a.activityId - b.activityId);
        expect(evaluateRule(rule, lessons, T0 + 61 * DAY)).toEqual(evaluateRule(rule, sorted, T0 + 61 * DAY));
      }),
      runs,
    );
  });
});

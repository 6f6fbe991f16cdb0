import { DEFAULT_ABSENCE_RULES, type AbsenceRule, type LessonOutcome } from '@studydesk/shared/contracts';
import { absenceMark, decideAlert, evaluateRule, type StudentLesson } from '../../../src/modules/absence-alerts/rules';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 0, 5, 10);
const rule = (id: string): AbsenceRule => DEFAULT_ABSENCE_RULES.find((r) => r.id === id)!;
const lessons = (outcomes: readonly (LessonOutcome | null)[], everyDays = 7): StudentLesson[] =>
  outcomes.map((outcome, i) => ({ activityId: i + 1, start: T0 + i * everyDays * DAY, outcome, attended: null }));

describe('absence rules (docs/product-rules.md#r-absence-1, #r-absence-2)', () => {
  it('counts no-shows, late cancellations and group members marked absent; never school or notice cancellations', () => {
    const base = { activityId: 1, start: T0, attended: null };
    expect(absenceMark({ ...base, outcome: 'no_show' })).toBe('absent');
    expect(absenceMark({ ...base, outcome: 'cancelled_late' })).toBe('absent');
    expect(absenceMark({ ...base, outcome: 'held', attended: false })).toBe('absent');
    expect(absenceMark({ ...base, outcome: 'held', attended: true })).toBe('present');
    expect(absenceMark({ ...base, outcome: 'held' })).toBe('present');
    expect(absenceMark({ ...base, outcome: 'cancelled_school' })).toBeNull();
    expect(absenceMark({ ...base, outcome: 'cancelled_notice' })).toBeNull();
    expect(absenceMark({ ...base, outcome: null })).toBeNull();
  });

  it('2 in a row holds on two absences with only school cancellations between them, and names both', () => {
    const list = lessons(['held', 'no_show', 'cancelled_school', 'cancelled_late']);
    const match = evaluateRule(rule('in-a-row'), list, T0 + 30 * DAY);
    expect(match.holds).toBe(true);
    expect(match.lessons.map((l) => l.activityId)).toEqual([2, 4]);
    expect(evaluateRule(rule('in-a-row'), lessons(['no_show', 'held', 'no_show']), T0 + 30 * DAY).holds).toBe(false);
  });

  it('3 within 4 weeks counts the absences of the last four weeks only', () => {
    const list = lessons(['no_show', 'held', 'no_show', 'no_show', 'no_show']);
    const last = list[4].start;
    expect(evaluateRule(rule('within-weeks'), list, last).holds).toBe(true);
    // five weeks on, only the last absence is within the window
    expect(evaluateRule(rule('within-weeks'), list, last + 26 * DAY).holds).toBe(false);
  });

  it('below 80 % waits for 8 counted lessons', () => {
    const seven = lessons(['held', 'held', 'held', 'held', 'held', 'no_show', 'no_show']);
    expect(evaluateRule(rule('below-percent'), seven, T0 + 90 * DAY).holds).toBe(false);
    const eight = lessons(['held', 'held', 'held', 'held', 'held', 'no_show', 'no_show', 'held']);
    // 6 of 8 = 75 %
    expect(evaluateRule(rule('below-percent'), eight, T0 + 90 * DAY).holds).toBe(true);
    const nine = lessons(['held', 'held', 'held', 'held', 'held', 'no_show', 'held', 'held', 'cancelled_notice']);
    // 7 of 8 = 87.5 %: the notice cancellation does not count
    expect(evaluateRule(rule('below-percent'), nine, T0 + 90 * DAY).holds).toBe(false);
  });
});

describe('alerts once (docs/product-rules.md#r-absence-3)', () => {
  const now = T0 + 100 * DAY;
  it('raises when the rule holds and nothing was raised, or the last pattern ended, or the cooldown passed', () => {
    expect(decideAlert(true, null, now, 14)).toBe('raise');
    expect(decideAlert(true, { raisedAt: now - DAY, endedAt: now - 1 }, now, 14)).toBe('raise');
    expect(decideAlert(true, { raisedAt: now - 14 * DAY, endedAt: null }, now, 14)).toBe('raise');
    expect(decideAlert(true, { raisedAt: now - 13 * DAY, endedAt: null }, now, 14)).toBe('none');
  });

  it('ends an alert whose pattern stopped holding, once', () => {
    expect(decideAlert(false, { raisedAt: now - DAY, endedAt: null }, now, 14)).toBe('end');
    expect(decideAlert(false, { raisedAt: now - DAY, endedAt: now - 1 }, now, 14)).toBe('none');
    expect(decideAlert(false, null, now, 14)).toBe('none');
  });
});

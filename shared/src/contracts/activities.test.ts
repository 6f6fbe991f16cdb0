import { Value } from '@sinclair/typebox/value';
import { CreateActivityRequest, LESSON_LENGTH_MAX, canCompleteAt } from './activities';

describe('canCompleteAt', () => {
  const now = Date.UTC(2026, 2, 18, 10, 0);

  it('allows completing a lesson once its start has passed, and an unscheduled one', () => {
    expect(canCompleteAt(now - 60_000, now)).toBe(true);
    expect(canCompleteAt(now, now)).toBe(true);
    expect(canCompleteAt('2026-03-18T09:00:00.000Z', now)).toBe(true);
    expect(canCompleteAt(null, now)).toBe(true);
  });

  it('refuses a lesson that has not started yet', () => {
    expect(canCompleteAt(now + 60_000, now)).toBe(false);
    expect(canCompleteAt('2026-03-25T10:00:00.000Z', now)).toBe(false);
  });
});

describe('CreateActivityRequest', () => {
  const lesson = (extra: object) => ({ studyPlanId: 1, lessonTitle: 'Past tenses', ...extra });

  it('takes lengths up to a school day in half hours, as the dialog offers them', () => {
    for (const lessonLength of [0, 0.5, 1, 1.5, LESSON_LENGTH_MAX]) expect(Value.Check(CreateActivityRequest, lesson({ lessonLength }))).toBe(true);
    for (const lessonLength of [-1, 1.25, LESSON_LENGTH_MAX + 0.5, 24]) expect(Value.Check(CreateActivityRequest, lesson({ lessonLength }))).toBe(false);
  });

  it('requires a title', () => {
    expect(Value.Check(CreateActivityRequest, lesson({ lessonTitle: '' }))).toBe(false);
    expect(Value.Check(CreateActivityRequest, lesson({ lessonTitle: '  ' }))).toBe(false);
    expect(Value.Check(CreateActivityRequest, lesson({ lessonTitle: null }))).toBe(false);
  });
});

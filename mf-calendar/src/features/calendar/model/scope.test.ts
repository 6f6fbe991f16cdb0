import type { ActivitySummary } from '@studydesk/shared/session';
import { concernsCalendar } from './scope';

const activity = (extra: Partial<ActivitySummary> = {}): ActivitySummary => ({
  id: 1,
  studyPlanId: 7,
  type: 'activity',
  lessonTitle: 'L',
  startTime: '2026-04-01T09:00:00.000Z',
  isCompleted: false,
  ...extra,
});

describe('concernsCalendar', () => {
  it("takes a plan's own activities only", () => {
    expect(concernsCalendar({ kind: 'plan', planId: 7 }, activity(), new Set())).toBe(true);
    expect(concernsCalendar({ kind: 'plan', planId: 8 }, activity(), new Set())).toBe(false);
  });
  it("takes a teacher's lessons, and those whose teacher the sender did not say", () => {
    expect(concernsCalendar({ kind: 'teacher', teacherId: 3 }, activity({ teacherId: 3 }), new Set())).toBe(true);
    expect(concernsCalendar({ kind: 'teacher', teacherId: 3 }, activity({ teacherId: 4 }), new Set())).toBe(false);
    expect(concernsCalendar({ kind: 'teacher', teacherId: 3 }, activity(), new Set())).toBe(true);
  });
  it("takes a student's lessons of the plans already on the calendar", () => {
    expect(concernsCalendar({ kind: 'student', studentId: 9 }, activity(), new Set([7]))).toBe(true);
    expect(concernsCalendar({ kind: 'student', studentId: 9 }, activity(), new Set([8]))).toBe(false);
  });
});

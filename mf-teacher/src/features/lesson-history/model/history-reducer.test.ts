import type { LessonHistoryItem, LessonHistoryResponse } from '@studydesk/shared/contracts';
import { historyReducer, initialHistory, type HistoryState } from './history-reducer';

const lesson = (id: number, paid: boolean): LessonHistoryItem => ({
  id, type: 'activity', studyPlan: { id: 1, title: 'Plan', isGroup: false }, lessonTitle: 'L', description: '',
  startTime: '2026-01-05T10:00:00.000Z', lessonLength: 1, isCompleted: true, outcome: 'held', paid, students: [],
});

const data: LessonHistoryResponse = {
  teacher: { id: 7, firstName: 'Ana', lastName: 'Lima', title: '' },
  timeZone: 'UTC',
  month: { teacherId: 7, month: 1, year: 2026, hours: 2, lessons: 2, paidLessons: 2, paid: 1 },
  payable: { hours: 2, lessons: 2 },
  activities: { results: [lesson(1, true), lesson(2, true)], total: 2 },
};

const loaded: HistoryState = { loading: false, data, error: null, saving: [] };

describe('lesson history state', () => {
  it('loads a month, and drops the old rows when another month starts loading', () => {
    expect(historyReducer(initialHistory, { type: 'history/loaded', data })).toMatchObject({ loading: false, data });
    expect(historyReducer(loaded, { type: 'history/loadStarted' })).toEqual(initialHistory);
  });

  it('keeps the error of a failed load (e.g. 403 for another teacher)', () => {
    expect(historyReducer(initialHistory, { type: 'history/failed', error: 'Forbidden' })).toMatchObject({ loading: false, error: 'Forbidden' });
  });

  it('unmarking one paid lesson of a paid month: the lesson is unpaid and the month partially paid (2)', () => {
    const saving = historyReducer(loaded, { type: 'history/markStarted', activityId: 1 });
    expect(saving.saving).toEqual([1]);
    const month = { ...data.month, paidLessons: 1, paid: 2 as const };
    const after = historyReducer(saving, { type: 'history/marked', result: { activity: { id: 1, paid: false, paidAt: null }, month } });
    expect(after.saving).toEqual([]);
    expect(after.data?.activities.results.map((l) => l.paid)).toEqual([false, true]);
    expect(after.data?.month.paid).toBe(2);
  });

  it('a failed mark only stops the saving', () => {
    const saving = historyReducer(loaded, { type: 'history/markStarted', activityId: 2 });
    expect(historyReducer(saving, { type: 'history/markFailed', activityId: 2 })).toEqual(loaded);
  });

  it("ignores a month figure that is not this page's month", () => {
    const other = { ...data.month, month: 2, paid: 0 as const };
    const after = historyReducer(loaded, { type: 'history/marked', result: { activity: { id: 9, paid: false, paidAt: null }, month: other } });
    expect(after.data?.month).toBe(data.month);
  });
});

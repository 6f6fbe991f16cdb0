import type { OpenPayResponse } from '@studydesk/shared/contracts';
import { openPayTotals } from './open-pay-totals';

const open: OpenPayResponse = {
  teacherId: 3, currency: 'EUR', lessons: 4, hours: 4, amount: 8000, noRateLessons: 0,
  adjustments: [
    { id: 1, teacherId: 3, createdBy: null, createdAt: '2026-11-03T10:00:00.000Z', reason: 'Travel', hours: 0, amount: 1500, activityId: null, lesson: null, automatic: false, periodId: null },
    { id: 2, teacherId: 3, createdBy: null, createdAt: '2026-11-04T10:00:00.000Z', reason: 'Overpaid', hours: -1.5, amount: -3000, activityId: null, lesson: null, automatic: false, periodId: null },
  ],
  lateLessons: [{ activityId: 9, startTime: '2026-10-20T09:00:00.000Z', title: 'Reading', outcome: 'held', hours: 1, amount: 2000 }],
};

describe('what a teacher has not been paid yet (docs/product-rules.md#r-pay-4)', () => {
  it('counts the waiting adjustments and late lessons in the hours and the amount', () => {
    expect(openPayTotals(open)).toMatchObject({ hours: 3.5, amount: 8000 + 1500 - 3000 + 2000 });
  });
  it('lists each waiting line with its hours and amount', () => {
    expect(openPayTotals(open).waiting.map((l) => [l.label, l.hours, l.amount, l.late])).toEqual([
      ['Travel', 0, 1500, false],
      ['Overpaid', -1.5, -3000, false],
      ['Reading', 1, 2000, true],
    ]);
  });
});

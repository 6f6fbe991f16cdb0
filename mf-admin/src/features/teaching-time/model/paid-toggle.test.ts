import type { TeachingTimeRow } from '@studydesk/shared/contracts';
import { applyMonthPayment, nextMonthPaid, paidQuestion } from './paid-toggle';

describe('the month paid checkbox (docs/product-rules.md#r-paid-1 "-1 unknown (no checkbox), 0 unpaid, 1 paid, 2 paid with additional hours")', () => {
  it('pays an unpaid or partially paid month, unmarks a paid one, and does nothing for -1', () => {
    expect(nextMonthPaid(0)).toBe(true);
    expect(nextMonthPaid(2)).toBe(true);
    expect(nextMonthPaid(1)).toBe(false);
    expect(nextMonthPaid(-1)).toBeNull();
  });

  const row: TeachingTimeRow = {
    id: 4, firstName: 'Ana', lastName: 'Alba', title: '', profilepic: null, month: 1, year: 2026, date: '2026-01-01',
    hours: 3, lessons: 2, paidLessons: 0, paid: 0, amount: 0, noRateLessons: 0, currency: 'EUR', closed: false, markedAt: null,
  };

  it("takes the server's figures for the same teacher-month only", () => {
    const month = { teacherId: 4, month: 1, year: 2026, hours: 3, lessons: 2, paidLessons: 2, paid: 1 as const };
    expect(applyMonthPayment(row, month)).toMatchObject({ paid: 1, paidLessons: 2, markedAt: expect.any(String) });
    expect(applyMonthPayment(row, { ...month, teacherId: 5 })).toBe(row);
    expect(applyMonthPayment(row, { ...month, month: 2 })).toBe(row);
  });

  it('asks before paying, with the hours, the teacher and the month', () => {
    expect(paidQuestion(true, { hours: 34, name: 'Emma Clarke', month: 'November 2026' })).toEqual({
      key: 'Mark {hours} h of {name} in {month} as paid?',
      params: { hours: '34', name: 'Emma Clarke', month: 'November 2026' },
    });
    expect(paidQuestion(false, { hours: 1.5, name: 'Ana Alba', month: 'January 2026' }).key).toBe('Mark {hours} h of {name} in {month} as not paid?');
    expect(paidQuestion(true, { hours: 2 / 3, name: 'A', month: 'M' }).params.hours).toBe('0.67');
  });
});

import { outcomeShown } from './lesson-outcome';

describe('outcomeShown (docs/product-rules.md#r-pay-1: a cancelled lesson is never shown as planned)', () => {
  it('names each outcome, and only a lesson without one as planned', () => {
    expect(outcomeShown({ outcome: 'held', isCompleted: true })).toEqual({ label: 'Held', tone: 'success', cancelled: false });
    expect(outcomeShown({ outcome: 'cancelled_school', isCompleted: false })).toMatchObject({ label: 'Cancelled by the school', cancelled: true });
    expect(outcomeShown({ outcome: 'cancelled_notice', isCompleted: false })).toMatchObject({ label: 'Cancelled by the student with notice', cancelled: true });
    expect(outcomeShown({ outcome: 'cancelled_late', isCompleted: false })).toMatchObject({ label: 'Cancelled late', cancelled: true });
    expect(outcomeShown({ outcome: 'no_show', isCompleted: false })).toMatchObject({ label: 'No-show', cancelled: false });
    expect(outcomeShown({ outcome: null, isCompleted: false })).toMatchObject({ label: 'Planned', cancelled: false });
  });

  it('reads a completed lesson without a stored outcome as held', () => {
    expect(outcomeShown({ outcome: null, isCompleted: true }).label).toBe('Held');
  });
});

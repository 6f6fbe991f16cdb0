import { kindLabel, stateLabel } from './outgoing-mail';

describe('the outgoing mail rows', () => {
  it('name each state, with the tries of a failed mail', () => {
    expect(stateLabel({ state: 'sent', attempts: 1 })).toEqual({ key: 'Sent', tone: 'success' });
    expect(stateLabel({ state: 'queued', attempts: 0 })).toEqual({ key: 'Queued', tone: 'neutral' });
    expect(stateLabel({ state: 'queued', attempts: 2 })).toMatchObject({ params: { count: 2 }, tone: 'warning' });
    expect(stateLabel({ state: 'failed', attempts: 5 })).toMatchObject({ key: expect.stringContaining('Failed after'), params: { count: 5 }, tone: 'danger' });
  });

  it('name the kinds, and show an unknown one as it is', () => {
    expect(kindLabel('payslip')).toBe('Payslip');
    expect(kindLabel('lesson-reminder')).toBe('Lesson reminder');
    expect(kindLabel('webhook')).toBe('webhook');
  });
});

import { idleSubmission, submissionReducer } from './submission';

describe('submissionReducer', () => {
  it('goes idle → submitting → succeeded', () => {
    const submitting = submissionReducer(idleSubmission, { type: 'submitted' });
    expect(submitting).toEqual({ status: 'submitting', error: null });
    expect(submissionReducer(submitting, { type: 'succeeded' })).toEqual({ status: 'succeeded', error: null });
  });

  it('stores the error on failure and clears it on the next attempt', () => {
    const failed = submissionReducer({ status: 'submitting', error: null }, { type: 'failed', error: 'Too many attempts' });
    expect(failed).toEqual({ status: 'failed', error: 'Too many attempts' });
    expect(submissionReducer(failed, { type: 'submitted' })).toEqual({ status: 'submitting', error: null });
  });

  it('ignores a second submit while one is in flight', () => {
    const submitting = submissionReducer(idleSubmission, { type: 'submitted' });
    expect(submissionReducer(submitting, { type: 'submitted' })).toBe(submitting);
  });

  it('resets to idle', () => {
    expect(submissionReducer({ status: 'failed', error: 'x' }, { type: 'reset' })).toBe(idleSubmission);
  });
});

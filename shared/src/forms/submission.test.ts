import { idleSubmission, submissionReducer } from './submission';

describe('submissionReducer', () => {
  it('goes idle → submitting → succeeded', () => {
    const submitting = submissionReducer(idleSubmission, { type: 'submitted' });
    expect(submitting).toEqual({ status: 'submitting', error: null });
    expect(submissionReducer(submitting, { type: 'succeeded' })).toEqual({ status: 'succeeded', error: null });
  });

  it('stores the server message on failure and clears it while the retry runs', () => {
    const failed = submissionReducer({ status: 'submitting', error: null }, { type: 'failed', error: 'The code GRP-1 is already used' });
    expect(failed).toEqual({ status: 'failed', error: 'The code GRP-1 is already used' });
    expect(submissionReducer(failed, { type: 'submitted' })).toEqual({ status: 'submitting', error: null });
  });

  it('ignores a second submit while one is in flight (double clicks)', () => {
    const submitting = submissionReducer(idleSubmission, { type: 'submitted' });
    expect(submissionReducer(submitting, { type: 'submitted' })).toBe(submitting);
  });

  it('resets to idle', () => {
    expect(submissionReducer({ status: 'failed', error: 'x' }, { type: 'reset' })).toBe(idleSubmission);
    expect(submissionReducer({ status: 'succeeded', error: null }, { type: 'reset' })).toBe(idleSubmission);
  });
});

import { idleSubmission, submissionReducer } from './submission';

describe('submissionReducer', () => {
  it('goes saving → failed with the message, and back to idle on the next success', () => {
    const saving = submissionReducer(idleSubmission, { type: 'saving' });
    expect(saving).toEqual({ status: 'saving', error: null });
    const failed = submissionReducer(saving, { type: 'failed', error: 'The code GRP-1 is already used' });
    expect(failed).toEqual({ status: 'failed', error: 'The code GRP-1 is already used' });
    // a retry clears the old message while it runs
    expect(submissionReducer(failed, { type: 'saving' })).toEqual({ status: 'saving', error: null });
    expect(submissionReducer(saving, { type: 'saved' })).toBe(idleSubmission);
  });

  it('ignores a second save while one runs (double clicks)', () => {
    const saving = submissionReducer(idleSubmission, { type: 'saving' });
    expect(submissionReducer(saving, { type: 'saving' })).toBe(saving);
  });
});

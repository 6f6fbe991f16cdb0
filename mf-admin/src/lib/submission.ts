/**
 * A form's round trip to the server. The field values live apart from it, so a failed
 * save keeps what the person typed and shows the server's message.
 */
export type Submission =
  | { status: 'idle'; error: null }
  | { status: 'saving'; error: null }
  | { status: 'failed'; error: string };

export type SubmissionAction = { type: 'saving' } | { type: 'saved' } | { type: 'failed'; error: string } | { type: 'reset' };

export const idleSubmission: Submission = { status: 'idle', error: null };

export function submissionReducer(state: Submission, action: SubmissionAction): Submission {
  switch (action.type) {
    case 'saving':
      return state.status === 'saving' ? state : { status: 'saving', error: null };
    case 'failed':
      return { status: 'failed', error: action.error };
    case 'saved':
    case 'reset':
      return idleSubmission;
    default:
      return state;
  }
}

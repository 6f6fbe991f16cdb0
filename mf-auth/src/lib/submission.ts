/** A form's round trip to the server; the field values live apart, so a failure keeps them. */
export type Submission =
  | { status: 'idle'; error: null }
  | { status: 'submitting'; error: null }
  | { status: 'succeeded'; error: null }
  | { status: 'failed'; error: string };

export type SubmissionAction = { type: 'submitted' } | { type: 'succeeded' } | { type: 'failed'; error: string } | { type: 'reset' };

export const idleSubmission: Submission = { status: 'idle', error: null };

export function submissionReducer(state: Submission, action: SubmissionAction): Submission {
  switch (action.type) {
    case 'submitted':
      return state.status === 'submitting' ? state : { status: 'submitting', error: null };
    case 'succeeded':
      return { status: 'succeeded', error: null };
    case 'failed':
      return { status: 'failed', error: action.error };
    case 'reset':
      return idleSubmission;
    default:
      return state;
  }
}

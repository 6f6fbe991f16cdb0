/**
 * A form's round trip to the server. The field values live apart from it, so a failed
 * save keeps what the person typed and shows the server's message; `succeeded` stays
 * until a reset, for forms that show a result in place of the form.
 */
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
      // a double click while one save runs sends nothing more
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

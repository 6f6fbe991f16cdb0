export { idleSubmission, submissionReducer } from './submission';
export type { Submission, SubmissionAction } from './submission';

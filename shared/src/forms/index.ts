export { idleSubmission, submissionReducer } from './submission';
export type { Submission } from './submission';
export { fieldLimits, limitProblem, limitsOf, LIMIT_MESSAGES } from './field-limits';
export type { FieldLimits } from './field-limits';
export { serverRefusal } from './server-refusal';
export type { ServerRefusal } from './server-refusal';

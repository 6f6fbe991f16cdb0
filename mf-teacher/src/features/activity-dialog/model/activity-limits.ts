import { ACTIVITY_FIELD_LIMITS } from '@studydesk/shared/contracts/plain';
import { limitProblem, type FieldLimits } from '@studydesk/shared/forms';
import type { Message } from '@studydesk/shared/i18n';
import type { ActivityDraft } from './activity-draft';

/**
 * The activity fields a person types, with the limits the contract gives them: from
 * `contracts/plain`, as the dialog is on a teacher's first screen (docs/conventions.md#endpoints);
 * its test in the contracts (plain.test.ts) holds them to the schema's.
 */
export const ACTIVITY_LIMITS: Readonly<Record<'lessonTitle' | 'description' | 'lessonLength', FieldLimits>> = ACTIVITY_FIELD_LIMITS;

export type LimitedField = keyof typeof ACTIVITY_LIMITS;

/**
 * What the server would refuse in the draft, per field, shown on the field before saving.
 * An empty title is not reported: Save stays disabled until there is one.
 */
export function activityProblems(draft: ActivityDraft): Partial<Record<LimitedField, Message>> {
  const problems: Partial<Record<LimitedField, Message>> = {};
  const title = draft.lessonTitle.trim() === '' ? null : limitProblem(ACTIVITY_LIMITS.lessonTitle, draft.lessonTitle.trim());
  const description = limitProblem(ACTIVITY_LIMITS.description, draft.description);
  const length = limitProblem(ACTIVITY_LIMITS.lessonLength, draft.lessonLength);
  if (title) problems.lessonTitle = title;
  if (description) problems.description = description;
  if (length) problems.lessonLength = length;
  return problems;
}

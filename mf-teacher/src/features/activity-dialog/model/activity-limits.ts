import { CreateActivityRequest } from '@studydesk/shared/contracts';
import { fieldLimits, limitProblem } from '@studydesk/shared/forms';
import type { Message } from '@studydesk/shared/i18n';
import type { ActivityDraft } from './activity-draft';

/** The activity fields a person types, with the limits the contract gives them. */
export const ACTIVITY_LIMITS = {
  lessonTitle: fieldLimits(CreateActivityRequest, 'lessonTitle'),
  description: fieldLimits(CreateActivityRequest, 'description'),
  lessonLength: fieldLimits(CreateActivityRequest, 'lessonLength'),
};

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

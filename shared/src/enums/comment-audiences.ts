/** How comment audiences are named on screen (docs/product-rules.md#r-comment-1). */
import type { CommentAudience } from '@studydesk/shared/contracts';
import { msg } from '@studydesk/shared/text';

/** Dictionary keys, shown with t(): the activity dialog's comments and the plan's default. */
export const AUDIENCE_LABELS: Readonly<Record<CommentAudience, string>> = Object.freeze({
  staff: msg('Staff only'),
  student: msg('Student and guardians'),
  guardians: msg('Guardians only'),
});

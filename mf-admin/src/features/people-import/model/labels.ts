import type { ImportKind } from '@studydesk/shared/contracts/plain';
import { msg } from '@studydesk/shared/text';

/** The `type` of a row, as the page names it. */
export const KIND_LABELS: Record<ImportKind, string> = {
  student: msg('Student'),
  teacher: msg('Teacher'),
  guardian: msg('Guardian'),
  group: msg('Group'),
};

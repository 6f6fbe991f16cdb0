import type { CommentAudience, CommentDto } from '@studydesk/shared/contracts';
import { msg } from '@studydesk/shared/i18n';
import type { SessionUser } from '@studydesk/shared/session';

/** Who reads a comment, as the dialog words it (docs/product-rules.md#r-comment-1). */
export const AUDIENCE_LABELS: Record<CommentAudience, string> = {
  staff: msg('Staff only'),
  student: msg('Student and guardians'),
  guardians: msg('Guardians only'),
};

/**
 * Whether the viewer may change who reads this comment: its author among the teachers,
 * and admins; the server decides the same (docs/product-rules.md#r-comment-1).
 */
export function canChangeAudience(viewer: Pick<SessionUser, 'id' | 'profile'> | null, comment: Pick<CommentDto, 'author'>): boolean {
  if (!viewer) return false;
  return viewer.profile === 'admin' || (viewer.profile === 'teacher' && comment.author.id === viewer.id);
}

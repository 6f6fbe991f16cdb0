import type { CommentDto } from '@studydesk/shared/contracts';
import type { SessionUser } from '@studydesk/shared/session';

/**
 * Whether the viewer may change who reads this comment: its author among the teachers,
 * and admins; the server decides the same (docs/product-rules.md#r-comment-1).
 */
export function canChangeAudience(viewer: Pick<SessionUser, 'id' | 'profile'> | null, comment: Pick<CommentDto, 'author'>): boolean {
  if (!viewer) return false;
  return viewer.profile === 'admin' || (viewer.profile === 'teacher' && comment.author.id === viewer.id);
}

/**
 * Whether the writer of a new comment chooses who reads it: teachers and admins. A student's
 * comment is always for the student audience; the server decides the same
 * (docs/product-rules.md#r-comment-1).
 */
export function canChooseAudience(viewer: Pick<SessionUser, 'profile'> | null): boolean {
  return viewer?.profile === 'admin' || viewer?.profile === 'teacher';
}

import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { CommentAudience } from '@studydesk/shared/contracts';
import type { Database } from '../db/schema';
import type { AuthUser } from '../sessions';
import { forbidden } from './http-error';

type Reader = Pick<AuthUser, 'profile'>;

/**
 * The audiences a user reads (docs/product-rules.md#r-comment-1); null: every one (staff).
 * A student reads `student` comments; a guardian `student` and `guardians` ones.
 */
function commentAudiencesOf(reader: Reader): readonly CommentAudience[] | null {
  switch (reader.profile) {
    case 'admin':
    case 'teacher':
      return null;
    case 'student':
      return ['student'];
    case 'guardian':
      return ['student', 'guardians'];
  }
}

/**
 * THE filter of comments by audience (docs/product-rules.md#r-comment-2): every query that
 * returns or counts comments for someone adds `.where((eb) => commentVisibleTo(eb, reader))`,
 * so nobody gets, or counts, a comment outside its audience. A document made for students
 * (a lesson summary) filters as a student would read it.
 */
export function commentVisibleTo(eb: ExpressionBuilder<Database, 'comments'>, reader: Reader): Expression<SqlBool> {
  const audiences = commentAudiencesOf(reader);
  return audiences === null ? sql<SqlBool>`1 = 1` : eb('comments.audience', 'in', [...audiences]);
}

/** A new comment's audience where its author chose none: the plan's default (docs/product-rules.md#r-comment-1), read as the comment is written. */
export const PLAN_DEFAULT_AUDIENCE = 'plan default';

/**
 * The audience a new comment gets: staff choose one, or take the plan's default; a student
 * writes to the `student` audience, so their own comment never hides from them.
 */
export function audienceOfNewComment(author: Reader, chosen: CommentAudience | undefined): CommentAudience | typeof PLAN_DEFAULT_AUDIENCE {
  if (author.profile === 'admin' || author.profile === 'teacher') return chosen ?? PLAN_DEFAULT_AUDIENCE;
  if (chosen !== undefined && chosen !== 'student') throw forbidden('Only teachers and admins choose who reads a comment');
  return 'student';
}

/** Change who reads a comment: its author if they are staff, and admins (the caller already reads its plan). */
export function assertCanChangeCommentAudience(user: Pick<AuthUser, 'id' | 'profile'>, comment: { author_id: number }): void {
  const own = Number(comment.author_id) === user.id && user.profile === 'teacher';
  if (!own && user.profile !== 'admin') throw forbidden('Only the author of a comment or an admin can change who reads it');
}

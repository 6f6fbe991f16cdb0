import { memo } from 'react';
import type { CommentAudience, CommentDto } from '@studydesk/shared/contracts';
import { useSiteTimeZone } from '@studydesk/shared/data';
import { formatDateTime } from '@studydesk/shared/dates';
import { useT } from '@studydesk/shared/i18n';
import { displayName } from '@studydesk/shared/text';
import { Avatar, Button, cx, layoutStyles, textStyles } from '@studydesk/shared/ui';
import styles from './activity-dialog.module.css';
import { CommentAudienceControl } from './comment-audience';
import { CommentForm } from './comment-form';

export interface CommentsSectionProps {
  /** the activity whose comments these are */
  activityId: number;
  /** the activity's plan, whose default audience a new comment takes */
  planId: number;
  comments: readonly CommentDto[];
  commentsSize: number;
  hasMore: boolean;
  loadingMore: boolean;
  adding: boolean;
  onLoadMore: () => void;
  /** resolves true when the comment was added (the box then empties) */
  onAdd: (text: string, audience?: CommentAudience) => Promise<boolean>;
  /** false: no box to add one (a guardian reads comments and writes none, docs/product-rules.md#r-guard-2) */
  canAdd?: boolean;
}

/** An activity's comments, newest first and paged, with a box to add one.
 * Memoised: a call's spinner elsewhere in the dialog does not draw it again.
 */
export const CommentsSection = memo(function CommentsSection({ planId, activityId, comments, commentsSize, hasMore, loadingMore, adding, onLoadMore, onAdd, canAdd = true }: CommentsSectionProps) {
  const t = useT();
  const zone = useSiteTimeZone();

  return (
    <section className={cx(layoutStyles.stack, styles.block)} aria-label={t('Comments')}>
      <div className={styles.blockHead}>
        <h3 className={styles.blockTitle}>{t('Comments')}</h3>
        <span className={textStyles.muted} data-testid="comments-size">
          {t('{count, plural, one {# comment} other {# comments}}', { count: commentsSize })}
        </span>
      </div>
      {canAdd ? <CommentForm planId={planId} activityId={activityId} adding={adding} onAdd={onAdd} /> : null}
      <ul className={cx(layoutStyles.list, styles.comments)}>
        {comments.map((comment) => (
          <li key={comment.id} className={styles.comment}>
            <Avatar user={comment.author} src={comment.author.profilepic} size="sm" />
            <div className={cx(layoutStyles.stack, styles.commentBody)}>
              <span className={styles.commentHead}>
                <strong>{displayName(comment.author)}</strong>{' '}
                <time className={textStyles.muted} dateTime={comment.createdAt}>
                  {formatDateTime(comment.createdAt, zone)}
                </time>
              </span>
              <p className={textStyles.text}>{comment.text}</p>
              <CommentAudienceControl key={`${comment.id}:${comment.audience}`} comment={comment} />
            </div>
          </li>
        ))}
      </ul>
      {hasMore ? (
        <Button variant="ghost" size="sm" loading={loadingMore} onClick={onLoadMore}>
          {t('More comments')}
        </Button>
      ) : null}
    </section>
  );
});

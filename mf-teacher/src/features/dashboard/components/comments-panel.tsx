import { call } from '@studydesk/shared/api-client';
import type { CommentListItemDto } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useT } from '@studydesk/shared/i18n';
import { displayName, shorten } from '@studydesk/shared/text';
import { Avatar, Badge, layoutStyles, textStyles } from '@studydesk/shared/ui';
import styles from './dashboard.module.css';
import { FeedPanel } from './feed-panel';
import { FeedTime } from './feed-time';

/** The newest comments on every active plan the teacher teaches; a student's unanswered one is a ticket. */
export function CommentsPanel() {
  const t = useT();
  return (
    <FeedPanel<CommentListItemDto>
      fetchPage={async (page, signal) => (await call(endpoints.activities.allComments, { body: page, signal })).data.comments}
      rowKey={(comment) => comment.id}
      emptyTitle={t('No comments yet')}
      renderItem={(comment) => (
        <>
          <div className={layoutStyles.cluster}>
            <Avatar user={comment.author} src={comment.author.profilepic} size="sm" />
            <span className={styles.itemTitle}>{displayName(comment.author)}</span>
            {comment.unanswered ? <Badge tone="warning">{t('Unanswered')}</Badge> : null}
          </div>
          <p className={styles.commentText}>{shorten(comment.text)}</p>
          <span className={textStyles.muted}>
            <FeedTime at={comment.createdAt} /> · {comment.lessonTitle}
          </span>
        </>
      )}
    />
  );
}

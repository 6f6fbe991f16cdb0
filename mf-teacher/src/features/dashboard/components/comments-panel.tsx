import { Link } from 'react-router-dom';
import type { CommentListItemDto } from '@studydesk/shared/contracts';
import { formatDateTime } from '@studydesk/shared/dates';
import { useT } from '@studydesk/shared/i18n';
import { initialListState, useAccumulatingList, type ListQuery } from '@studydesk/shared/lists';
import { displayName, shorten } from '@studydesk/shared/text';
import { Avatar, Badge, Button, EmptyState, ErrorState, Spinner } from '@studydesk/shared/ui';
import { errorMessage } from '@studydesk/shared/api-client';
import { studyPlanPath } from '@studydesk/shared/routes';
import { getRecentComments } from '../api/get-recent-comments';
import styles from './dashboard.module.css';

const PAGE_SIZE = 5;
const initial = initialListState<CommentListItemDto>({ pageSize: PAGE_SIZE });
const fetchPage = ({ pageIndex, pageSize }: ListQuery, signal: AbortSignal) => getRecentComments(pageIndex, pageSize, signal);

/** The newest comments on the teacher's plans; a student's unanswered one is a ticket. */
export function CommentsPanel() {
  const t = useT();
  const { state, loadMore, reload } = useAccumulatingList(fetchPage, initial);
  if (state.error && state.data.length === 0) return <ErrorState message={errorMessage(state.error)} onRetry={reload} compact />;
  if (state.isNew) return <Spinner label={t('Loading')} />;
  if (state.data.length === 0) return <EmptyState compact title={t('No comments yet')} />;
  return (
    <div className={styles.feed}>
      <ul className={styles.items}>
        {state.data.map((comment) => (
          <li key={comment.id} className={styles.item}>
            <div className={styles.itemHead}>
              <Avatar user={comment.author} src={comment.author.profilepic} size="sm" />
              <span className={styles.itemTitle}>{displayName(comment.author)}</span>
              {comment.unanswered ? <Badge tone="warning">{t('Unanswered')}</Badge> : null}
            </div>
            <p className={styles.commentText}>{shorten(comment.text)}</p>
            <span className={styles.muted}>
              <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time> · {comment.lessonTitle}
            </span>
            <Link className={styles.planLink} to={studyPlanPath('teacher', comment.studyPlanId, { group: comment.isGroup, title: comment.planTitle })}>
              {comment.planTitle} · {comment.planCode}
            </Link>
          </li>
        ))}
      </ul>
      {state.hasMore ? (
        <Button variant="secondary" size="sm" loading={state.loading} onClick={loadMore}>
          {t('More')}
        </Button>
      ) : null}
    </div>
  );
}

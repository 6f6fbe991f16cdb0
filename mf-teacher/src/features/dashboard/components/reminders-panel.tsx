import { Link } from 'react-router-dom';
import type { ReminderDto } from '@studydesk/shared/contracts';
import { formatDateTime } from '@studydesk/shared/dates';
import { useT } from '@studydesk/shared/i18n';
import { initialListState, useAccumulatingList, type ListQuery } from '@studydesk/shared/lists';
import { Badge, Button, EmptyState, ErrorState, Spinner } from '@studydesk/shared/ui';
import { errorMessage } from '@studydesk/shared/api-client';
import { studyPlanPath } from '@studydesk/shared/routes';
import { getReminders } from '../api/get-reminders';
import styles from './dashboard.module.css';

const PAGE_SIZE = 5;
const initial = initialListState<ReminderDto>({ pageSize: PAGE_SIZE });
const fetchPage = ({ pageIndex, pageSize }: ListQuery, signal: AbortSignal) => getReminders({ pageIndex, pageSize }, signal);

/** Upcoming lessons and overdue evaluations (DESIGN §3 reminders), computed by the server. */
export function RemindersPanel() {
  const t = useT();
  const { state, loadMore, reload } = useAccumulatingList(fetchPage, initial);
  if (state.error && state.data.length === 0) return <ErrorState message={errorMessage(state.error)} onRetry={reload} compact />;
  if (state.isNew) return <Spinner label={t('Loading')} />;
  if (state.data.length === 0) return <EmptyState compact title={t('No reminders')} description={t('Upcoming lessons and overdue evaluations show here.')} />;
  return (
    <div className={styles.feed}>
      <ul className={styles.items}>
        {state.data.map((reminder) => (
          <li key={`${reminder.kind}-${reminder.activityId}`} className={styles.item}>
            <div className={styles.itemHead}>
              <Badge tone={reminder.kind === 'overdueEvaluation' ? 'danger' : 'primary'}>
                {reminder.kind === 'overdueEvaluation' ? t('Overdue evaluation') : t('Upcoming lesson')}
              </Badge>
              <time className={styles.muted} dateTime={reminder.startTime}>
                {formatDateTime(reminder.startTime)}
              </time>
            </div>
            <span className={styles.itemTitle}>{reminder.lessonTitle || t('Untitled activity')}</span>
            <Link className={styles.planLink} to={studyPlanPath('teacher', reminder.studyPlanId, { group: reminder.isGroup, title: reminder.planTitle })}>
              {reminder.planTitle} · {reminder.planCode}
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

import { call } from '@studydesk/shared/api-client';
import type { ReminderDto } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useT } from '@studydesk/shared/i18n';
import { Badge, layoutStyles, textStyles } from '@studydesk/shared/ui';
import styles from './dashboard.module.css';
import { FeedPanel } from './feed-panel';
import { FeedTime } from './feed-time';

/** Upcoming lessons and overdue evaluations (docs/product-rules.md#r-dash-2 reminders), computed by the server. */
export function RemindersPanel() {
  const t = useT();
  return (
    <FeedPanel<ReminderDto>
      fetchPage={async (page, signal) => (await call(endpoints.dashboard.reminders, { body: page, signal })).data.reminders}
      rowKey={(reminder) => `${reminder.kind}-${reminder.activityId}`}
      emptyTitle={t('No reminders')}
      emptyDescription={t('Upcoming lessons and overdue evaluations show here.')}
      renderItem={(reminder) => (
        <>
          <div className={layoutStyles.cluster}>
            <Badge tone={reminder.kind === 'overdueEvaluation' ? 'danger' : 'primary'}>
              {reminder.kind === 'overdueEvaluation' ? t('Overdue evaluation') : t('Upcoming lesson')}
            </Badge>
            <FeedTime className={textStyles.muted} at={reminder.startTime} />
          </div>
          <span className={styles.itemTitle}>{reminder.lessonTitle || t('Untitled activity')}</span>
        </>
      )}
    />
  );
}

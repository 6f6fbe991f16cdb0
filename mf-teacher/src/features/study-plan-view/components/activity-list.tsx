import { memo } from 'react';
import type { ActivityDto } from '@studydesk/shared/contracts';
import { formatDateTime } from '@studydesk/shared/dates';
import { isCancelledOutcome, outcomeBadge, type DifficultyLevel } from '@studydesk/shared/enums';
import { listResource, useSiteTimeZone } from '@studydesk/shared/data';
import { msg, useT } from '@studydesk/shared/i18n';
import { Badge, Button, Card, cx, EmptyState, layoutStyles, ResourceContent, textStyles } from '@studydesk/shared/ui';
import { DifficultyPicker, difficultyLabel } from '../../difficulty';
import styles from './study-plan-view.module.css';

export interface ActivityListProps {
  title: string;
  items: readonly ActivityDto[];
  total: number;
  hasMore: boolean;
  loading: boolean;
  error: unknown;
  isGroup: boolean;
  emptyText: string;
  onMore: () => void;
  onRetry: () => void;
  onOpen: (activity: ActivityDto) => void;
  /** editors change the difficulty right in the row */
  onDifficultyChange?: (activity: ActivityDto, level: DifficultyLevel) => void;
  /** rows whose difficulty is being saved */
  savingIds?: ReadonlySet<number>;
  testId: string;
}

const TYPE_LABELS: Record<ActivityDto['type'], string> = {
  activity: msg('Activity'),
  spotlight: msg('Spotlight'),
  evaluation: msg('Evaluation'),
  milestone: msg('Milestone'),
};

/**
 * One of the view's two lists (activities, spotlights), with "More" appending the next page.
 * Memoised: the activity dialog's every change re-renders the page around it.
 */
export const ActivityList = memo(function ActivityList(props: ActivityListProps) {
  const { title, items, total, hasMore, loading, error, isGroup, emptyText, onMore, onRetry, onOpen, onDifficultyChange, savingIds, testId } = props;
  const t = useT();
  // shown in the site time zone: a change of it re-renders this (memoised) part
  const zone = useSiteTimeZone();
  // the pages on hand stay while "More" loads the next; a failed page says so above them
  const list = listResource({ data: items, isNew: false, loading, error }, onRetry);
  return (
    <Card title={`${title} (${total})`} data-testid={testId}>
      <ResourceContent resource={list} isEmpty={(shown) => shown.length === 0} empty={<EmptyState compact title={emptyText} />}>
        {(shown) => (
          <ul className={cx(layoutStyles.list, styles.activities)}>
            {shown.map((activity) => (
              <li
                key={activity.id}
                // a cancelled lesson reads as cancelled, never as planned (docs/product-rules.md#r-pay-1)
                className={cx(layoutStyles.stack, styles.activity, isCancelledOutcome(activity.outcome) && styles.cancelled)}
                data-testid="activity-item"
              >
                <button type="button" className={styles.activityButton} onClick={() => onOpen(activity)}>
                  <span className={styles.activityTitle}>{activity.lessonTitle || t('Untitled activity')}</span>
                  <span className={textStyles.muted}>{activity.startTime ? formatDateTime(activity.startTime, zone) : t('Not scheduled')}</span>
                </button>
                <div className={layoutStyles.cluster}>
                  {activity.type !== 'activity' ? <Badge tone="primary">{t(TYPE_LABELS[activity.type])}</Badge> : null}
                  {onDifficultyChange && activity.type !== 'milestone' ? (
                    <DifficultyPicker
                      compact
                      value={activity.difficultyLevel as DifficultyLevel}
                      busy={savingIds?.has(activity.id)}
                      onChange={(level) => onDifficultyChange(activity, level)}
                    />
                  ) : (
                    <Badge>{difficultyLabel(t, activity.difficultyLevel as DifficultyLevel)}</Badge>
                  )}
                  {activity.isCompleted ? <Badge tone="success">{t('Completed')}</Badge> : null}
                  {outcomeBadge(activity.outcome) ? <Badge tone="warning">{t(outcomeBadge(activity.outcome) as string)}</Badge> : null}
                  {activity.makeUp ? <Badge tone="primary">{t('Make-up lesson')}</Badge> : null}
                  {isGroup && activity.isCompleted && activity.type !== 'milestone' ? (
                    <Badge>{t('Attended {count}/{max}', { count: activity.student, max: activity.studentMax })}</Badge>
                  ) : null}
                  <span className={textStyles.muted} data-testid="activity-comments-size">
                    {t('{count, plural, one {# comment} other {# comments}}', { count: activity.commentsSize })}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ResourceContent>
      {hasMore && items.length > 0 ? (
        <Button variant="secondary" size="sm" className={styles.more} loading={loading} onClick={onMore}>
          {t('More')}
        </Button>
      ) : null}
    </Card>
  );
});

import type { CalendarActivityDto } from '@studydesk/shared/contracts';
import { resourceOf } from '@studydesk/shared/data';
import { formatDate, formatTime } from '@studydesk/shared/dates';
import { OUTCOME_LABELS, isCancelledOutcome, outcomeBadge } from '@studydesk/shared/enums';
import { useT } from '@studydesk/shared/i18n';
import { Badge, Button, ChevronLeftIcon, ChevronRightIcon, cx, EmptyState, layoutStyles, ResourceContent, textStyles } from '@studydesk/shared/ui';
import styles from './calendar.module.css';

export interface AgendaProps {
  activities: readonly CalendarActivityDto[];
  loading: boolean;
  error: string | null;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onRetry: () => void;
  /** opens a lesson (absent: read-only, lessons are not links) */
  onOpen?: (activity: CalendarActivityDto) => void;
  zone: string;
}


/** The agenda: a month's lessons by start time, a page at a time (keyset paging on the server). */
export function Agenda({ activities, loading, error, hasPrevious, hasNext, onPrevious, onNext, onRetry, onOpen, zone }: AgendaProps) {
  const t = useT();
  // the page on hand stays while the next one loads: the reducer keeps it
  const page = resourceOf({ data: loading && activities.length === 0 ? undefined : activities, loading, error }, onRetry);
  return (
    <div className={cx(layoutStyles.stack, styles.agenda)} aria-busy={loading}>
      <ResourceContent resource={page} compact={false} isEmpty={(shown) => shown.length === 0} empty={<EmptyState title={t('No lessons this month')} />}>
        {(shown) => (
          <ol className={layoutStyles.list} aria-label={t('Agenda')}>
            {shown.map((activity) => {
              const title = activity.lessonTitle || t('Lesson');
              const body = (
                <>
                  <span className={cx(layoutStyles.stack, textStyles.muted)}>
                    <span>{formatDate(activity.startTime, zone)}</span>
                    <span className={styles.time}>{formatTime(activity.startTime, zone)}</span>
                  </span>
                  <span className={layoutStyles.stack}>
                    <span className={cx(styles.lessonTitle, isCancelledOutcome(activity.outcome) && styles.cancelled)} title={title}>{title}</span>
                    <span className={cx(textStyles.muted, styles.plan)} title={`${activity.studyPlanTitle}${activity.studyPlanCode ? ` · ${activity.studyPlanCode}` : ''}`}>
                      {activity.studyPlanTitle}
                      {activity.studyPlanCode ? ` · ${activity.studyPlanCode}` : ''}
                    </span>
                  </span>
                  <span className={cx(layoutStyles.row, textStyles.muted, styles.facts)}>
                    {activity.lessonLength > 0 ? <span>{t('{count, plural, one {# lesson} other {# lessons}}', { count: activity.lessonLength })}</span> : null}
                    {outcomeBadge(activity.outcome) ? (
                      // a cancelled lesson shows as cancelled, never as planned (docs/product-rules.md#r-pay-1)
                      <Badge tone="danger" title={activity.outcome ? t(OUTCOME_LABELS[activity.outcome]) : undefined}>
                        {t(outcomeBadge(activity.outcome) as string)}
                      </Badge>
                    ) : (
                      <Badge tone={activity.isCompleted ? 'success' : 'warning'}>{activity.isCompleted ? t('Completed') : t('Pending')}</Badge>
                    )}
                    {activity.makeUp ? <Badge tone="primary">{t('Make-up lesson')}</Badge> : null}
                    <span data-testid="comments-size">
                      {t('{count, plural, one {# comment} other {# comments}}', { count: activity.commentsSize })}
                    </span>
                  </span>
                </>
              );
              return (
                <li
                  key={activity.id}
                  data-activity-id={activity.id}
                  data-completed={activity.isCompleted || undefined}
                  data-outcome={activity.outcome ?? undefined}
                  data-make-up={activity.makeUp || undefined}
                >
                  {onOpen ? (
                    <button type="button" className={styles.lesson} onClick={() => onOpen(activity)}>
                      {body}
                    </button>
                  ) : (
                    <div className={styles.lesson}>{body}</div>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </ResourceContent>
      {hasPrevious || hasNext ? (
        <nav className={styles.pager} aria-label={t('Agenda pages')}>
          <Button size="sm" variant="secondary" disabled={!hasPrevious || loading} onClick={onPrevious}>
            <ChevronLeftIcon /> {t('Earlier')}
          </Button>
          <Button size="sm" variant="secondary" disabled={!hasNext || loading} onClick={onNext}>
            {t('Later')} <ChevronRightIcon />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

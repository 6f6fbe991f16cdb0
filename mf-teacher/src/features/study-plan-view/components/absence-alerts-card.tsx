import { memo } from 'react';
import type { AbsenceAlert } from '@studydesk/shared/contracts';
import { useSiteTimeZone } from '@studydesk/shared/data';
import { formatDate } from '@studydesk/shared/dates';
import { ABSENCE_RULE_LABELS, MARKED_ABSENT, OUTCOME_LABELS, absenceRuleParams } from '@studydesk/shared/enums';
import { useT } from '@studydesk/shared/i18n';
import { displayName } from '@studydesk/shared/text';
import { Badge, Card, cx, layoutStyles, ResourceContent, textStyles } from '@studydesk/shared/ui';
import { usePlanAlerts } from '../model/use-absence-alerts';
import styles from './study-plan-view.module.css';

/**
 * The plan's absence alerts, kept with the plan (docs/product-rules.md#r-absence-5): open ones
 * first with a badge, each with its rule, the lessons, who was told and how it closed.
 * Nothing is shown while there are none. Not for students, who are not shown alerts.
 */
export const AbsenceAlertsCard = memo(function AbsenceAlertsCard({ planId, showStudent }: { planId: number; showStudent: boolean }) {
  const t = useT();
  const alerts = usePlanAlerts(planId);
  if (alerts.status !== 'failed' && !alerts.data?.length) return null;
  return (
    <Card title={t('Absence alerts')} data-testid="absence-alerts">
      <ResourceContent resource={alerts}>
        {(list) => (
          <ul className={cx(layoutStyles.list, styles.credits)}>
            {[...list.filter((alert) => !alert.resolvedAt), ...list.filter((alert) => alert.resolvedAt)].map((alert) => (
              <AlertItem key={alert.id} alert={alert} showStudent={showStudent} />
            ))}
          </ul>
        )}
      </ResourceContent>
    </Card>
  );
});

function AlertItem({ alert, showStudent }: { alert: AbsenceAlert; showStudent: boolean }) {
  const t = useT();
  const zone = useSiteTimeZone();
  const open = alert.resolvedAt === null;
  const lessons = alert.lessons.map((lesson) => `${formatDate(lesson.start, zone)} (${t(lesson.outcome === 'held' && lesson.absent ? MARKED_ABSENT : OUTCOME_LABELS[lesson.outcome])})`);
  return (
    <li className={cx(layoutStyles.stack, styles.credit)} data-testid="absence-alert" data-open={open}>
      <span className={layoutStyles.cluster}>
        <Badge tone={open ? 'warning' : 'neutral'}>{open ? t('At risk') : t('Closed')}</Badge>
        {showStudent ? <strong>{displayName(alert.student)}</strong> : null}
        <span>{t(ABSENCE_RULE_LABELS[alert.rule.kind], absenceRuleParams(alert.rule))}</span>
      </span>
      <span className={textStyles.muted}>{lessons.join(', ')}</span>
      <span className={textStyles.muted}>
        {t('Raised on {date}; told: {names}', { date: formatDate(alert.raisedAt, zone), names: alert.recipients.map((person) => person.name).join(', ') || '—' })}
      </span>
      {alert.resolvedAt && alert.resolvedBy ? (
        <span className={textStyles.muted}>
          {t('Resolved by {name} on {date}: {note}', { name: displayName(alert.resolvedBy), date: formatDate(alert.resolvedAt, zone), note: alert.resolvedNote ?? '' })}
        </span>
      ) : alert.endedAt ? (
        <span className={textStyles.muted}>{t('The pattern ended on {date}', { date: formatDate(alert.endedAt, zone) })}</span>
      ) : alert.resolvedAt ? (
        <span className={textStyles.muted}>{t('Raised again after its quiet days on {date}', { date: formatDate(alert.resolvedAt, zone) })}</span>
      ) : null}
    </li>
  );
}

import type { PlanForecastDto } from '@studydesk/shared/contracts';
import { formatNumber, useT } from '@studydesk/shared/i18n';
import { displayName } from '@studydesk/shared/text';
import { cx, layoutStyles } from '@studydesk/shared/ui';
import styles from './study-plan-view.module.css';

/** Per member: the reviewed cards likely forgotten by the next lesson, and the least recalled. */
export function ForecastDetails({ forecast }: { forecast: PlanForecastDto }) {
  const t = useT();
  const reviewers = forecast.students.filter((s) => s.reviewedCards > 0);
  if (forecast.nextLesson === null) return <p className={styles.muted}>{t('No next lesson is planned.')}</p>;
  if (reviewers.length === 0) return <p className={styles.muted}>{t('No student has reviewed cards of this plan yet.')}</p>;
  return (
    <ul className={cx(layoutStyles.list, styles.forecastList)} data-testid="forecast-details">
      {reviewers.map((student) => (
        <li key={student.studentId} className={cx(layoutStyles.stack, styles.forecastStudent)}>
          <strong>{displayName(student)}</strong>
          <span className={styles.muted}>
            {t('{total, plural, one {{count} of # reviewed card likely forgotten by the next lesson} other {{count} of # reviewed cards likely forgotten by the next lesson}}', { count: student.likelyForgotten, total: student.reviewedCards })}
          </span>
          {student.topItems.length > 0 ? (
            <ul className={styles.forecastItems}>
              {student.topItems.map((item) => (
                <li key={item.cardId}>
                  <span>{item.front}</span> <span className={styles.muted}>→ {item.back}</span>{' '}
                  <span className={styles.muted}>{t('({percent} recall)', { percent: formatNumber(item.retrievability, { style: 'percent', maximumFractionDigits: 0 }) })}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

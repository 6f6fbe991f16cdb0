import type { SpeedDto } from '@studydesk/shared/contracts';
import { useSiteTimeZone } from '@studydesk/shared/data';
import { formatNumber, useT } from '@studydesk/shared/i18n';
import { cx, layoutStyles, SpeedForecast, textStyles } from '@studydesk/shared/ui';
import styles from './study-plan-view.module.css';

/** docs/product-rules.md#r-speed-1 speed: points completed per week, and when the open points would be done. */
export function SpeedSummary({ speed, failed }: { speed: SpeedDto | null; failed: boolean }) {
  const t = useT();
  // shown in the site time zone: a change of it re-renders this (memoised) part
  const zone = useSiteTimeZone();
  if (failed) return <p className={textStyles.muted}>{t('The speed could not be worked out.')}</p>;
  if (!speed) return <p className={textStyles.muted}>{t('Loading')}</p>;
  const peak = Math.max(1, ...speed.weeks.map((week) => week.points));
  return (
    <div className={cx(layoutStyles.stack, styles.speed)}>
      <p className={styles.speedFigure} data-testid="speed">
        {t('{points, plural, one {# point per week} other {# points per week}}', { points: speed.pointsPerWeek })}
      </p>
      <div className={styles.bars} aria-hidden="true">
        {speed.weeks.map((week) => (
          <span key={week.start} className={styles.bar} style={{ height: `${Math.round((week.points / peak) * 100)}%` }} title={formatNumber(week.points)} />
        ))}
      </div>
      <SpeedForecast speed={speed} zone={zone} />
    </div>
  );
}

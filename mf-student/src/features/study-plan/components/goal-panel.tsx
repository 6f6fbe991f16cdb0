import { lazy, Suspense } from 'react';
import { loadStudyPlanSpeed, loadStudyPlanSummary, useResource, useSiteTimeZone } from '@studydesk/shared/data';
import { useT } from '@studydesk/shared/i18n';
import { cx, layoutStyles, LoadingState, ResourceContent, SpeedForecast, textStyles } from '@studydesk/shared/ui';
import styles from '../study-plan-page.module.css';

// recharts loads with the chart, after the page's first paint
const SpeedChart = lazy(() => import('./speed-chart').then((module) => ({ default: module.SpeedChart })));

/** Goal: what the plan aims at, and the speed forecast of when the open work is done (docs/product-rules.md#r-speed-1). */
export function GoalPanel({ planId }: { planId: number }) {
  const t = useT();
  const zone = useSiteTimeZone();
  const summary = useResource(`summary:${planId}`, (signal) => loadStudyPlanSummary(planId, signal), { refetchOn: ['activity/saved'] });
  const speed = useResource(`speed:${planId}`, (signal) => loadStudyPlanSpeed(planId, signal), { refetchOn: ['activity/saved', 'activity/deleted'] });

  return (
    <div className={cx(layoutStyles.stack, styles.goalPanel)}>
      <ResourceContent resource={summary}>
        {(plan) => (
          <>
            <p className={textStyles.text} data-testid="plan-goal">{plan.goal || t('No goal set yet.')}</p>
            {plan.description ? <p className={`${textStyles.text} ${textStyles.muted}`}>{plan.description}</p> : null}
          </>
        )}
      </ResourceContent>
      <h3 className={styles.subheading}>{t('Speed')}</h3>
      <ResourceContent resource={speed}>
        {(figures) => (
          <>
            <p className={styles.speedFigure} data-testid="speed">{t('{points, plural, one {# point per week} other {# points per week}}', { points: figures.pointsPerWeek })}</p>
            <Suspense fallback={<LoadingState />}>
              <SpeedChart speed={figures} />
            </Suspense>
            <SpeedForecast speed={figures} zone={zone} />
          </>
        )}
      </ResourceContent>
    </div>
  );
}

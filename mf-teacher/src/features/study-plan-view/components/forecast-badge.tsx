import type { PlanForecastDto } from '@studydesk/shared/contracts';
import { useT } from '@studydesk/shared/i18n';
import { Button, Popover } from '@studydesk/shared/ui';
import { summariseForecast } from '../model/forecast-summary';
import { ForecastDetails } from './forecast-details';
import styles from './study-plan-view.module.css';

/** "N likely forgotten" by the next lesson, opening who forgets what. Nothing when nothing can be forecast. */
export function ForecastBadge({ forecast }: { forecast: PlanForecastDto | undefined }) {
  const t = useT();
  const summary = summariseForecast(forecast);
  if (!forecast || !summary) return null;
  return (
    <Popover
      label={t('Forgetting forecast')}
      trigger={
        <Button variant="ghost" size="sm" className={summary.likelyForgotten > 0 ? styles.forecastWarn : styles.forecastOk} data-testid={`forecast-${forecast.studyPlanId}`}>
          {t('{count} likely forgotten', { count: summary.likelyForgotten })}
        </Button>
      }
    >
      <ForecastDetails forecast={forecast} />
    </Popover>
  );
}

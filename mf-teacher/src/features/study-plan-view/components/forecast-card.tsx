import { memo } from 'react';
import { useT } from '@studydesk/shared/i18n';
import { Card } from '@studydesk/shared/ui';
import { useForecasts } from '../model/use-forecasts';
import { ForecastDetails } from './forecast-details';

/** The plan view's forgetting forecast: what each member will likely have forgotten by the next lesson.
 * Memoised: the activity dialog's changes re-render the view around it, not this.
 */
export const ForecastCard = memo(function ForecastCard({ planId }: { planId: number }) {
  const t = useT();
  const forecast = useForecasts([planId]).get(planId);
  if (!forecast) return null;
  return (
    <Card title={t('Forgetting forecast')} data-testid="forecast-card">
      <ForecastDetails forecast={forecast} />
    </Card>
  );
});

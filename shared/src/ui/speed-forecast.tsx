import type { SpeedDto } from '@studydesk/shared/contracts';
import { formatDate } from '@studydesk/shared/dates';
import { useT } from '@studydesk/shared/i18n';
import { textStyles } from './text-styles';

export interface SpeedForecastProps {
  speed: Pick<SpeedDto, 'remainingPoints' | 'forecastWeeks' | 'forecastDate'>;
  /** the site time zone the date is shown in */
  zone: string;
}

/** docs/product-rules.md#r-speed-1: the points still open, and when they would be done at the plan's speed. */
export function SpeedForecast({ speed, zone }: SpeedForecastProps) {
  const t = useT();
  return (
    <p className={textStyles.muted}>
      {speed.forecastDate
        ? t('{remaining, plural, one {# open point} other {# open points}}: {weeks, plural, one {done in about # week, around {date}} other {done in about # weeks, around {date}}}', {
            remaining: speed.remainingPoints,
            weeks: Math.ceil(speed.forecastWeeks ?? 0),
            date: formatDate(speed.forecastDate, zone),
          })
        : t('{remaining, plural, one {# open point; no forecast until some are completed} other {# open points; no forecast until some are completed}}', { remaining: speed.remainingPoints })}
    </p>
  );
}

import { useMemo } from 'react';
import { Bar, CartesianGrid, ComposedChart, Line, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SpeedDto } from '@studydesk/shared/contracts';
import { useSiteTimeZone } from '@studydesk/shared/data';
import { formatDate } from '@studydesk/shared/dates';
import { useT } from '@studydesk/shared/i18n';
import { speedChart } from '../model/speed-chart';
import styles from '../study-plan-page.module.css';

const AXIS = { fontSize: 12, fill: 'var(--sd-color-text-muted)' };

/** Points completed per week (bars), completed so far (line) and the forecast to the open points (dashed). */
/** Where and how the target line's label is drawn. */
const TARGET_LABEL = { position: 'insideTopLeft', fontSize: 11, fill: 'var(--sd-color-text-muted)' } as const;

export function SpeedChart({ speed }: { speed: SpeedDto }) {
  const t = useT();
  const zone = useSiteTimeZone();
  // the chart is of the moment the speed was worked out: its last week ends then
  const chart = useMemo(() => speedChart(speed, Date.now()), [speed]);
  const labels: Record<string, string> = { week: t('Points that week'), done: t('Completed points'), forecast: t('Forecast') };
  return (
    <div className={styles.chart} role="img" aria-label={t('Difficulty points completed per week, and the forecast to the open points')}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={chart.points} margin={{ top: 8, right: 0, bottom: 0, left: -12 }}>
          <CartesianGrid vertical={false} stroke="var(--sd-color-border)" />
          <XAxis dataKey="at" type="number" scale="time" domain={['dataMin', 'dataMax']} tick={AXIS} tickLine={false} minTickGap={24} tickFormatter={(value: number) => formatDate(value, zone).slice(0, 5)} />
          <YAxis yAxisId="total" tick={AXIS} tickLine={false} axisLine={false} allowDecimals={false} domain={[0, (max: number) => Math.max(max, chart.target)]} />
          {/* the weekly bars keep to the lower part, under the running total */}
          <YAxis yAxisId="week" orientation="right" tick={AXIS} tickLine={false} axisLine={false} allowDecimals={false} domain={[0, (max: number) => Math.max(1, max) * 2]} />
          <Tooltip labelFormatter={(value) => formatDate(Number(value), zone)} formatter={(value, key) => [String(value), labels[String(key)] ?? String(key)]} />
          <ReferenceLine yAxisId="total" y={chart.target} stroke="var(--sd-color-text-subtle)" strokeDasharray="2 4" label={{ value: t('All points'), ...TARGET_LABEL }} />
          <Bar yAxisId="week" dataKey="week" barSize={10} fill="var(--sd-color-primary-soft-text)" fillOpacity={0.35} isAnimationActive={false} />
          <Line yAxisId="total" dataKey="done" stroke="var(--sd-color-primary)" strokeWidth={2} dot={false} connectNulls isAnimationActive={false} />
          <Line yAxisId="total" dataKey="forecast" stroke="var(--sd-color-success)" strokeWidth={2} strokeDasharray="6 4" dot={false} connectNulls isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

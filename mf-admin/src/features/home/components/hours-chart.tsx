import type { ReactNode } from 'react';
import { Bar, BarChart, ResponsiveContainer, Tooltip } from 'recharts';
import { formatNumber, useT } from '@studydesk/shared/i18n';
import home from './home.module.css';

const BAR = 'var(--sd-color-primary)';
/** Tick text of both charts' axes. */
export const AXIS = { fontSize: 12, fill: 'var(--sd-color-text-muted)' };

export interface HoursChartProps<P extends { hours: number }> {
  /** what the chart shows, for screen readers (the chart itself is one image to them) */
  label: string;
  data: P[];
  /** bars from the left (one per teacher) rather than from the bottom (one per month) */
  horizontalBars?: boolean;
  margin: { top: number; right: number; bottom: number; left: number };
  height?: string;
  /** the grid and axes */
  children: ReactNode;
}

/** A bar chart of hours taught, with the hours in its tooltip. */
export function HoursChart<P extends { hours: number }>({ label, data, horizontalBars = false, margin, height, children }: HoursChartProps<P>) {
  const t = useT();
  const hoursLabel = (value: unknown) => [t('{hours} h', { hours: formatNumber(Number(value)) }), t('Hours')] as [string, string];
  return (
    <div className={home.chart} style={height ? { height } : undefined} role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout={horizontalBars ? 'vertical' : 'horizontal'} margin={margin}>
          {children}
          <Tooltip formatter={hoursLabel} cursor={{ fill: 'var(--sd-color-surface-muted)' }} />
          <Bar dataKey="hours" fill={BAR} radius={horizontalBars ? [0, 4, 4, 0] : [4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

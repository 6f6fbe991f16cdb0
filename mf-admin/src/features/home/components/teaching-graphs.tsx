import { useState } from 'react';
import { CartesianGrid, XAxis, YAxis } from 'recharts';
import { call } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useResource, useSiteTimeZone } from '@studydesk/shared/data';
import { currentMonth, shiftMonth } from '@studydesk/shared/dates';
import { dictionary$, formatNumber, useT } from '@studydesk/shared/i18n';
import { Card, EmptyState, MonthSelector, ResourceContent } from '@studydesk/shared/ui';
import { monthPoints, teacherPoints, totalHours } from '../model/chart-data';
import { AXIS, HoursChart } from './hours-chart';
import home from './home.module.css';


/** Hours taught per month (last 12) and per teacher for a chosen month. Loaded lazily with recharts. */
export function TeachingGraphs() {
  const t = useT();
  const graph = useResource('graph', async (signal) => (await call(endpoints.graphs.teachingTimeGraph, { signal })).data.teachingtime);
  const zone = useSiteTimeZone();
  const [month, setMonth] = useState(() => currentMonth(zone));
  const chart = useResource(`${month.year}-${month.month}`, async (signal) => (await call(endpoints.graphs.teachingTimeChart, { body: month, signal })).data.teachingchart);
  const language = dictionary$.getValue().language;

  return (
    <>
      <Card title={t('Teaching time')} actions={graph.status === 'ready' ? <span className={home.total}>{t('{hours} h in 12 months', { hours: formatNumber(totalHours(graph.data)) })}</span> : null}>
        <ResourceContent resource={graph} loadingClassName={home.placeholder}>
          {(months) => (
            <HoursChart label={t('Hours taught per month, last 12 months')} data={monthPoints(months, language)} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid vertical={false} stroke="var(--sd-color-border)" />
              <XAxis dataKey="label" tick={AXIS} tickLine={false} interval="preserveStartEnd" />
              <YAxis tick={AXIS} tickLine={false} axisLine={false} allowDecimals={false} />
            </HoursChart>
          )}
        </ResourceContent>
      </Card>
      <Card
        title={t('Hours per teacher')}
        actions={<MonthSelector month={month.month} year={month.year} max={currentMonth(zone)} onStep={(delta) => setMonth((m) => shiftMonth(m, delta))} />}
      >
        <ResourceContent
          resource={chart}
          loadingClassName={home.placeholder}
          isEmpty={(teachers) => teachers.length === 0}
          empty={<EmptyState compact title={t('No lessons taught this month')} />}
        >
          {(teachers) => (
            <HoursChart
              label={t('Hours taught per teacher')}
              data={teacherPoints(teachers)}
              horizontalBars
              margin={{ top: 0, right: 16, bottom: 0, left: 8 }}
              height={`${Math.max(160, teachers.length * 40 + 40)}px`}
            >
              <CartesianGrid horizontal={false} stroke="var(--sd-color-border)" />
              <XAxis type="number" tick={AXIS} tickLine={false} allowDecimals={false} />
              <YAxis type="category" dataKey="name" tick={AXIS} tickLine={false} width={120} />
            </HoursChart>
          )}
        </ResourceContent>
      </Card>
    </>
  );
}

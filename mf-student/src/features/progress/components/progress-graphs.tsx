import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ProgressGraphDto, ProgressQuestionInfo } from '@studydesk/shared/contracts';
import { useSiteTimeZone } from '@studydesk/shared/data';
import { formatDate, formatDateTime } from '@studydesk/shared/dates';
import { formatNumber, useT } from '@studydesk/shared/i18n';
import { questionGraph, valueDomain, type QuestionGraph } from '../model/graph-data';
import { unitOf } from './answer-form';
import styles from './progress.module.css';

const AXIS = { fontSize: 12, fill: 'var(--sd-color-text-muted)' };
const LINE_COLORS = [
  'var(--sd-color-primary)',
  'var(--sd-color-success)',
  'var(--sd-color-warning)',
  'var(--sd-color-danger)',
  'var(--sd-color-info)',
  '#7c3aed',
  '#0d9488',
  '#db2777',
];

export interface ProgressGraphsProps {
  graph: ProgressGraphDto;
  /** all the plan's questions, to say how many are not drawn yet */
  questionCount: number;
}

/** A graph per question with enough answers, oldest first, a line per person. Loaded lazily with recharts. */
export function ProgressGraphs({ graph, questionCount }: ProgressGraphsProps) {
  const t = useT();
  const waiting = questionCount - graph.graphQuestions.length;
  return (
    <div className={styles.graphs}>
      {graph.graphQuestions.map((question) => (
        <QuestionChart key={question.id} question={question} graph={questionGraph(graph.graphs[question.id] ?? [], graph.people)} />
      ))}
      {waiting > 0 ? <p className={styles.muted}>{t('{count, plural, one {# question shows as a graph from its second answer.} other {# questions show as a graph from their second answer.}}', { count: waiting })}</p> : null}
    </div>
  );
}

function QuestionChart({ question, graph }: { question: ProgressQuestionInfo; graph: QuestionGraph }) {
  const t = useT();
  const zone = useSiteTimeZone();
  const unit = unitOf({ type: question.type, unit: question.unit });
  const withUnit = (value: number) => (unit ? `${formatNumber(value)} ${unit}` : formatNumber(value));
  const names = new Map(graph.series.map((series) => [series.key, series.name]));
  return (
    <figure className={styles.graph} data-testid={`graph-${question.id}`} data-points={graph.rows.length}>
      <figcaption className={styles.graphTitle}>{question.text}</figcaption>
      <div className={styles.chart} role="img" aria-label={t('{question}: answers over time', { question: question.text })}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={graph.rows} margin={{ top: 8, right: 20, bottom: 0, left: -12 }}>
            <CartesianGrid vertical={false} stroke="var(--sd-color-border)" />
            <XAxis
              dataKey="at"
              type="number"
              scale="time"
              domain={['dataMin', 'dataMax']}
              tick={AXIS}
              tickLine={false}
              minTickGap={24}
              tickFormatter={(value: number) => formatDate(value, zone).slice(0, 5)}
            />
            <YAxis tick={AXIS} tickLine={false} axisLine={false} domain={valueDomain(question.type, graph.rows)} allowDecimals={question.type === 'NUMBER'} />
            <Tooltip
              labelFormatter={(value) => formatDateTime(Number(value), zone)}
              formatter={(value, key) => [withUnit(Number(value)), names.get(String(key)) ?? String(key)]}
            />
            {graph.series.length > 1 ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
            {graph.series.map((series, index) => (
              <Line
                key={series.key}
                dataKey={series.key}
                name={series.name}
                type="monotone"
                stroke={LINE_COLORS[index % LINE_COLORS.length]}
                strokeWidth={2}
                dot={{ r: 3 }}
                connectNulls
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <details className={styles.answerTable}>
        <summary>{t('Answers')}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('Date')}</th>
              {graph.series.length > 1 ? <th scope="col">{t('Who')}</th> : null}
              <th scope="col">{t('Answer')}</th>
            </tr>
          </thead>
          <tbody>
            {graph.rows.map((row, index) => {
              const key = Object.keys(row).find((name) => name !== 'at') ?? '';
              return (
                <tr key={index}>
                  <td>{formatDateTime(row.at, zone)}</td>
                  {graph.series.length > 1 ? <td>{names.get(key)}</td> : null}
                  <td>{withUnit(row[key])}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

import type { GraphPointDto, NamedPerson, QuestionTypeValue } from '@studydesk/shared/contracts';
import { displayName } from '@studydesk/shared/text';

/** One line of a question's graph: a person. */
export interface GraphSeries {
  /** the row field holding this person's values */
  key: string;
  userId: number;
  name: string;
}

/** One answer: its instant (epoch ms) and the value under its person's key. */
export type GraphRow = { at: number } & Record<string, number>;

export interface QuestionGraph {
  /** oldest first (docs/product-rules.md#r-prog-1) */
  rows: GraphRow[];
  series: GraphSeries[];
}

const seriesKey = (userId: number) => `p${userId}`;

/**
 * A question's answers as chart rows, oldest first, and one line per person who has
 * answered, in the order the people come (by name). Lines join over the rows of others.
 */
export function questionGraph(points: readonly GraphPointDto[], people: readonly NamedPerson[]): QuestionGraph {
  const rows = points
    .map((point, index) => ({ at: Date.parse(point.createdAt), index, point }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ at, point }) => ({ at, [seriesKey(point.userId)]: point.value }) as GraphRow);
  const answered = new Set(points.map((point) => point.userId));
  const known = people.filter((person) => answered.has(person.id)).map((person) => ({ key: seriesKey(person.id), userId: person.id, name: displayName(person) || `#${person.id}` }));
  const unknown = [...answered].filter((id) => !people.some((person) => person.id === id)).map((id) => ({ key: seriesKey(id), userId: id, name: `#${id}` }));
  return { rows, series: [...known, ...unknown] };
}

/** spec: the PERCENT axis is fixed at 0–100; a NUMBER axis fits its values (from 0 while they are not negative). */
export function valueDomain(type: QuestionTypeValue, rows: readonly GraphRow[]): [number, number | 'auto'] | ['auto', 'auto'] {
  if (type === 'PERCENT') return [0, 100];
  const negative = rows.some((row) => Object.entries(row).some(([key, value]) => key !== 'at' && value < 0));
  return negative ? ['auto', 'auto'] : [0, 'auto'];
}

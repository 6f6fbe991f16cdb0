/** Admin home graphs (docs/product-rules.md#r-data-1 Graphs: teachingtime, activeStudents, teachingchart). */
import { Type, type Static } from '@sinclair/typebox';
import { Id, PersonNameFields } from './common';

const ChartMonth = Type.Integer({ minimum: 1, maximum: 12 });
const ChartYear = Type.Integer({ minimum: 2000, maximum: 2100 });

/** hours taught in one calendar month of the site time zone */
export const TeachingTimeMonth = Type.Object({
  year: Type.Integer(),
  /** 1..12 */
  month: Type.Integer({ minimum: 1, maximum: 12 }),
  hours: Type.Number({ minimum: 0 }),
});
export type TeachingTimeMonth = Static<typeof TeachingTimeMonth>;

/** the number of months GET /v1/activity/teachingtimegraph answers, oldest first, ending with the current one */
export const TEACHING_TIME_GRAPH_MONTHS = 12;

/** GET /v1/activity/teachingtimegraph — admins only. */
export const TeachingTimeGraphResponse = Type.Object({ teachingtime: Type.Array(TeachingTimeMonth) });
export type TeachingTimeGraphResponse = Static<typeof TeachingTimeGraphResponse>;

/** POST /v1/activity/teachingtimechart — admins only: hours per teacher in one month. */
export const TeachingTimeChartRequest = Type.Object({ month: ChartMonth, year: ChartYear }, { additionalProperties: false });
export type TeachingTimeChartRequest = Static<typeof TeachingTimeChartRequest>;

export const TeacherHours = Type.Object({
  teacherId: Id,
  ...PersonNameFields,
  hours: Type.Number({ minimum: 0 }),
});
export type TeacherHours = Static<typeof TeacherHours>;

/** teachers who taught that month, most hours first */
export const TeachingTimeChartResponse = Type.Object({ teachingchart: Type.Array(TeacherHours) });
export type TeachingTimeChartResponse = Static<typeof TeachingTimeChartResponse>;

import { call } from '@studydesk/shared/api-client';
import { endpoints, type TeacherHours, type TeachingTimeChartRequest } from '@studydesk/shared/contracts';

/** POST /v1/activity/teachingtimechart — hours per teacher in one month. */
export async function getTeachingTimeChart(body: TeachingTimeChartRequest, signal?: AbortSignal): Promise<TeacherHours[]> {
  const { data } = await call(endpoints.graphs.teachingTimeChart, { body, signal });
  return data.teachingchart;
}

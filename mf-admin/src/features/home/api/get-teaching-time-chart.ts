import { apiClient } from '@studydesk/shared/api-client';
import type { TeacherHours, TeachingTimeChartRequest, TeachingTimeChartResponse } from '@studydesk/shared/contracts';

/** POST /v1/activity/teachingtimechart — hours per teacher in one month. */
export async function getTeachingTimeChart(body: TeachingTimeChartRequest, signal?: AbortSignal): Promise<TeacherHours[]> {
  const { data } = await apiClient.post<TeachingTimeChartResponse>('/v1/activity/teachingtimechart', body, { signal });
  return data.teachingchart;
}

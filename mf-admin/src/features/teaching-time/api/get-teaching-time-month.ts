import { apiClient } from '@studydesk/shared/api-client';
import type { TeachingTimeMonthRequest, TeachingTimeMonthResponse } from '@studydesk/shared/contracts';

/** POST /v1/activity/teachingtimemonth: one page of the report. */
export async function getTeachingTimeMonth(body: TeachingTimeMonthRequest, signal?: AbortSignal): Promise<TeachingTimeMonthResponse['data']> {
  const { data } = await apiClient.post<TeachingTimeMonthResponse>('/v1/activity/teachingtimemonth', body, { signal });
  return data.data;
}

import { call } from '@studydesk/shared/api-client';
import type { TeachingTimeMonthRequest, TeachingTimeMonthResponse } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

/** POST /v1/activity/teachingtimemonth: one page of the report. */
export async function getTeachingTimeMonth(body: TeachingTimeMonthRequest, signal?: AbortSignal): Promise<TeachingTimeMonthResponse['data']> {
  const { data } = await call(endpoints.teachingTime.month, { body, signal });
  return data.data;
}

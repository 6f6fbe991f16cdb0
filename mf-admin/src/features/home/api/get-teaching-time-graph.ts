import { call } from '@studydesk/shared/api-client';
import { endpoints, type TeachingTimeMonth } from '@studydesk/shared/contracts';

/** GET /v1/activity/teachingtimegraph — hours taught per month, last 12 months. */
export async function getTeachingTimeGraph(signal?: AbortSignal): Promise<TeachingTimeMonth[]> {
  const { data } = await call(endpoints.graphs.teachingTimeGraph, { signal });
  return data.teachingtime;
}

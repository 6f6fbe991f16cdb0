import { apiClient } from '@studydesk/shared/api-client';
import type { TeachingTimeGraphResponse, TeachingTimeMonth } from '@studydesk/shared/contracts';

/** GET /v1/activity/teachingtimegraph — hours taught per month, last 12 months. */
export async function getTeachingTimeGraph(signal?: AbortSignal): Promise<TeachingTimeMonth[]> {
  const { data } = await apiClient.get<TeachingTimeGraphResponse>('/v1/activity/teachingtimegraph', { signal });
  return data.teachingtime;
}

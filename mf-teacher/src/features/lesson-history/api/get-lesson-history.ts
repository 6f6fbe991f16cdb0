import { apiClient } from '@studydesk/shared/api-client';
import type { LessonHistoryRequest, LessonHistoryResponse } from '@studydesk/shared/contracts';

/** POST /v1/activity/lessonhistory: a teacher's lessons of one month. */
export async function getLessonHistory(body: LessonHistoryRequest, signal?: AbortSignal): Promise<LessonHistoryResponse> {
  const { data } = await apiClient.post<LessonHistoryResponse>('/v1/activity/lessonhistory', body, { signal });
  return data;
}

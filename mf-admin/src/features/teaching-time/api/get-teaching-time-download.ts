import { apiClient } from '@studydesk/shared/api-client';
import type { TeachingTimeDownloadRequest, TeachingTimeDownloadResponse } from '@studydesk/shared/contracts';

/** POST /v1/activity/download/teachingtimemonth: the month's completed lessons for the CSV. */
export async function getTeachingTimeDownload(body: TeachingTimeDownloadRequest, signal?: AbortSignal): Promise<TeachingTimeDownloadResponse> {
  const { data } = await apiClient.post<TeachingTimeDownloadResponse>('/v1/activity/download/teachingtimemonth', body, { signal });
  return data;
}

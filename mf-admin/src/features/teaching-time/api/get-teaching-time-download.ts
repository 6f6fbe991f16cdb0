import { call } from '@studydesk/shared/api-client';
import type { TeachingTimeDownloadRequest, TeachingTimeDownloadResponse } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

/** POST /v1/activity/download/teachingtimemonth: the month's completed lessons for the CSV. */
export async function getTeachingTimeDownload(body: TeachingTimeDownloadRequest, signal?: AbortSignal): Promise<TeachingTimeDownloadResponse> {
  const { data } = await call(endpoints.teachingTime.download, { body, signal });
  return data;
}

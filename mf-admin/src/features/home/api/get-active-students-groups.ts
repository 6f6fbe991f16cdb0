import { apiClient } from '@studydesk/shared/api-client';
import type { ActiveStudentsGroupsResponse } from '@studydesk/shared/contracts';

/** GET /v1/user/activestudentsgroups — the home counters. */
export async function getActiveStudentsGroups(signal?: AbortSignal): Promise<ActiveStudentsGroupsResponse> {
  const { data } = await apiClient.get<ActiveStudentsGroupsResponse>('/v1/user/activestudentsgroups', { signal });
  return data;
}

import { call } from '@studydesk/shared/api-client';
import { type ActiveStudentsGroupsResponse, endpoints } from '@studydesk/shared/contracts';

/** GET /v1/user/activestudentsgroups — the home counters. */
export async function getActiveStudentsGroups(signal?: AbortSignal): Promise<ActiveStudentsGroupsResponse> {
  const { data } = await call(endpoints.people.activeStudentsGroups, { signal });
  return data;
}

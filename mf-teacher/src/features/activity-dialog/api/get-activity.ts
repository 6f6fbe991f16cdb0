import { call } from '@studydesk/shared/api-client';
import type { ActivityDto } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

export async function getActivity(id: number, signal?: AbortSignal): Promise<ActivityDto> {
  const { data } = await call(endpoints.activities.get, { params: { id }, signal });
  return data.activity;
}

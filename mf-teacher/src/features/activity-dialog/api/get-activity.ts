import { call } from '@studydesk/shared/api-client';
import { type ActivityDto, endpoints } from '@studydesk/shared/contracts';

export async function getActivity(id: number, signal?: AbortSignal): Promise<ActivityDto> {
  const { data } = await call(endpoints.activities.get, { params: { id }, signal });
  return data.activity;
}

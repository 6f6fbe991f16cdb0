import { apiClient } from '@studydesk/shared/api-client';
import type { SpeedDto, SpeedResponse } from '@studydesk/shared/contracts';

/** GET /v1/studyplan/speed/{id}: points completed per week and the forecast for the open ones. */
export async function getSpeed(planId: number, signal?: AbortSignal): Promise<SpeedDto> {
  const { data } = await apiClient.get<SpeedResponse>(`/v1/studyplan/speed/${planId}`, { signal });
  return data.speed;
}

import { apiClient } from '@studydesk/shared/api-client';
import type { SpeedDto, SpeedResponse } from '@studydesk/shared/contracts';

export async function getSpeed(planId: number, signal?: AbortSignal): Promise<SpeedDto> {
  const { data } = await apiClient.get<SpeedResponse>(`/v1/studyplan/speed/${planId}`, { signal });
  return data.speed;
}

import { call } from '@studydesk/shared/api-client';
import { endpoints, type SpeedDto } from '@studydesk/shared/contracts';

export async function getSpeed(planId: number, signal?: AbortSignal): Promise<SpeedDto> {
  const { data } = await call(endpoints.studyPlans.speed, { params: { id: planId }, signal });
  return data.speed;
}

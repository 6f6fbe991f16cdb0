import { call } from '@studydesk/shared/api-client';
import { endpoints, type SpeedDto } from '@studydesk/shared/contracts';

/** GET /v1/studyplan/speed/{id}: points completed per week and the forecast for the open ones. */
export async function getSpeed(planId: number, signal?: AbortSignal): Promise<SpeedDto> {
  const { data } = await call(endpoints.studyPlans.speed, { params: { id: planId }, signal });
  return data.speed;
}

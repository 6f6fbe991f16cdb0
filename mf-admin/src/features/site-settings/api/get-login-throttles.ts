import { apiClient } from '@studydesk/shared/api-client';
import type { LoginThrottle, LoginThrottlesResponse } from '@studydesk/shared/contracts';

/** GET /v1/auth/throttles */
export async function getLoginThrottles(signal?: AbortSignal): Promise<LoginThrottle[]> {
  const { data } = await apiClient.get<LoginThrottlesResponse>('/v1/auth/throttles', { signal });
  return data.throttles;
}

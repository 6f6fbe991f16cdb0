import { call } from '@studydesk/shared/api-client';
import type { LoginThrottle } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

/** GET /v1/auth/throttles */
export async function getLoginThrottles(signal?: AbortSignal): Promise<LoginThrottle[]> {
  const { data } = await call(endpoints.auth.throttles, { signal });
  return data.throttles;
}

import { call } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';

/** DELETE /v1/auth/throttles/{key} */
export async function clearLoginThrottle(key: string): Promise<void> {
  await call(endpoints.auth.clearThrottle, { params: { key } });
}

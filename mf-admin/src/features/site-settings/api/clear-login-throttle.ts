import { apiClient } from '@studydesk/shared/api-client';
import type { MessageResponse } from '@studydesk/shared/contracts';

/** DELETE /v1/auth/throttles/{key} */
export async function clearLoginThrottle(key: string): Promise<void> {
  await apiClient.delete<MessageResponse>(`/v1/auth/throttles/${encodeURIComponent(key)}`);
}

import { apiClient } from '@studydesk/shared/api-client';
import type { ForgotRequest, MessageResponse } from '@studydesk/shared/contracts';

/** POST /v1/auth/forgot — answers alike whether or not the address has an account. */
export async function requestPasswordReset(request: ForgotRequest): Promise<MessageResponse> {
  const { data } = await apiClient.post<MessageResponse>('/v1/auth/forgot', request);
  return data;
}

import { apiClient } from '@studydesk/shared/api-client';
import type { MessageResponse, VerifyPasswordRequest } from '@studydesk/shared/contracts';

/** POST /v1/auth/verify/password — sets the password through an emailed one-time link. */
export async function verifyPassword(request: VerifyPasswordRequest): Promise<MessageResponse> {
  const { data } = await apiClient.post<MessageResponse>('/v1/auth/verify/password', request);
  return data;
}

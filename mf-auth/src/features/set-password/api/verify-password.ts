import { call } from '@studydesk/shared/api-client';
import type { MessageResponse, VerifyPasswordRequest } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

/** POST /v1/auth/verify/password — sets the password through an emailed one-time link. */
export async function verifyPassword(request: VerifyPasswordRequest): Promise<MessageResponse> {
  const { data } = await call(endpoints.auth.setPassword, { body: request });
  return data;
}

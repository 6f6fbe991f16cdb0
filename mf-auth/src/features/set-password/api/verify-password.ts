import { call } from '@studydesk/shared/api-client';
import { endpoints, type MessageResponse, type VerifyPasswordRequest } from '@studydesk/shared/contracts';

/** POST /v1/auth/verify/password — sets the password through an emailed one-time link. */
export async function verifyPassword(request: VerifyPasswordRequest): Promise<MessageResponse> {
  const { data } = await call(endpoints.auth.setPassword, { body: request });
  return data;
}

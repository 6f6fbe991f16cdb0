import { call } from '@studydesk/shared/api-client';
import type { ForgotRequest, MessageResponse } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

/** POST /v1/auth/forgot — answers alike whether or not the address has an account. */
export async function requestPasswordReset(request: ForgotRequest): Promise<MessageResponse> {
  const { data } = await call(endpoints.auth.forgot, { body: request });
  return data;
}

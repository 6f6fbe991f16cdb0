import { call } from '@studydesk/shared/api-client';
import { endpoints, type ForgotRequest, type MessageResponse } from '@studydesk/shared/contracts';

/** POST /v1/auth/forgot — answers alike whether or not the address has an account. */
export async function requestPasswordReset(request: ForgotRequest): Promise<MessageResponse> {
  const { data } = await call(endpoints.auth.forgot, { body: request });
  return data;
}

import { call } from '@studydesk/shared/api-client';
import type { MessageResponse } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

/** GET /v1/auth/verify/token/{token} — whether the emailed link still works, without using it. */
export async function checkToken(token: string, signal?: AbortSignal): Promise<MessageResponse> {
  const { data } = await call(endpoints.auth.checkToken, { params: { token }, signal });
  return data;
}

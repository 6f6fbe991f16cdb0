import { apiClient } from '@studydesk/shared/api-client';
import type { MessageResponse } from '@studydesk/shared/contracts';

/** GET /v1/auth/verify/token/{token} — whether the emailed link still works, without using it. */
export async function checkToken(token: string, signal?: AbortSignal): Promise<MessageResponse> {
  const { data } = await apiClient.get<MessageResponse>(`/v1/auth/verify/token/${encodeURIComponent(token)}`, { signal });
  return data;
}

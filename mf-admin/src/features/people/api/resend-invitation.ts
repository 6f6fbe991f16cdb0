import { apiClient } from '@studydesk/shared/api-client';
import type { MessageResponse } from '@studydesk/shared/contracts';

/** GET /v1/auth/verify/send/{id} — mails a new set-password link (the old one stops working). */
export async function resendInvitation(id: number): Promise<string> {
  const { data } = await apiClient.get<MessageResponse>(`/v1/auth/verify/send/${id}`);
  return data.message;
}

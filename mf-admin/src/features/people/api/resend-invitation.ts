import { call } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts';

/** GET /v1/auth/verify/send/{id} — mails a new set-password link (the old one stops working). */
export async function resendInvitation(id: number): Promise<string> {
  const { data } = await call(endpoints.auth.resendInvitation, { params: { id } });
  return data.message;
}

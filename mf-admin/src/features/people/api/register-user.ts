import { apiClient } from '@studydesk/shared/api-client';
import type { RegisterRequest, RegisterResponse, UserDto } from '@studydesk/shared/contracts';

/** POST /v1/auth/register — creates the user and mails them a set-password link. */
export async function registerUser(body: RegisterRequest): Promise<UserDto> {
  const { data } = await apiClient.post<RegisterResponse>('/v1/auth/register', body);
  return data.user;
}

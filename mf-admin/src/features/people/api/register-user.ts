import { call } from '@studydesk/shared/api-client';
import type { RegisterRequest, UserDto } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

/** POST /v1/auth/register — creates the user and mails them a set-password link. */
export async function registerUser(body: RegisterRequest): Promise<UserDto> {
  const { data } = await call(endpoints.people.register, { body });
  return data.user;
}

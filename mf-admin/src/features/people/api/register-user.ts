import { call } from '@studydesk/shared/api-client';
import { endpoints, type RegisterRequest, type UserDto } from '@studydesk/shared/contracts';

/** POST /v1/auth/register — creates the user and mails them a set-password link. */
export async function registerUser(body: RegisterRequest): Promise<UserDto> {
  const { data } = await call(endpoints.people.register, { body });
  return data.user;
}

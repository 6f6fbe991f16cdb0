import { call } from '@studydesk/shared/api-client';
import { endpoints, type UserDto } from '@studydesk/shared/contracts';

/** GET /v1/user/data/{id} — the user an edit starts from. */
export async function getUser(id: number, signal?: AbortSignal): Promise<UserDto> {
  const { data } = await call(endpoints.people.user, { params: { id }, signal });
  return data.user;
}

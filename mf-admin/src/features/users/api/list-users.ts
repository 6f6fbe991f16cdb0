import { call } from '@studydesk/shared/api-client';
import type { UserDto, UsersListRequest } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import type { ListPage } from '@studydesk/shared/lists';

/** POST /v1/auth/users — one page of students, teachers or admins. */
export async function listUsers(body: UsersListRequest, signal?: AbortSignal): Promise<ListPage<UserDto>> {
  const { data } = await call(endpoints.people.list, { body, signal });
  return data.user;
}

import { apiClient } from '@studydesk/shared/api-client';
import type { UserDto, UsersListRequest, UsersListResponse } from '@studydesk/shared/contracts';
import type { ListPage } from '@studydesk/shared/lists';

/** POST /v1/auth/users — one page of students, teachers or admins. */
export async function listUsers(body: UsersListRequest, signal?: AbortSignal): Promise<ListPage<UserDto>> {
  const { data } = await apiClient.post<UsersListResponse>('/v1/auth/users', body, { signal });
  return data.user;
}

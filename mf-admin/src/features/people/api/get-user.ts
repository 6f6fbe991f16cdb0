import { apiClient } from '@studydesk/shared/api-client';
import type { UserDto, UserResponse } from '@studydesk/shared/contracts';

/** GET /v1/user/data/{id} — the user an edit starts from. */
export async function getUser(id: number, signal?: AbortSignal): Promise<UserDto> {
  const { data } = await apiClient.get<UserResponse>(`/v1/user/data/${id}`, { signal });
  return data.user;
}

import { apiClient } from '@studydesk/shared/api-client';
import type { UserResponse, UserSettingsRequest } from '@studydesk/shared/contracts';

/** PATCH /v1/user/settings — the signed-in user's interface language; answers the user. */
export async function updateUserSettings(request: UserSettingsRequest): Promise<UserResponse> {
  const { data } = await apiClient.patch<UserResponse>('/v1/user/settings', request);
  return data;
}

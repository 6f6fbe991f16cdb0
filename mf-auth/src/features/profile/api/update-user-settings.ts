import { call } from '@studydesk/shared/api-client';
import type { UserResponse, UserSettingsRequest } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

/** PATCH /v1/user/settings — the signed-in user's interface language; answers the user. */
export async function updateUserSettings(request: UserSettingsRequest): Promise<UserResponse> {
  const { data } = await call(endpoints.people.settings, { body: request });
  return data;
}

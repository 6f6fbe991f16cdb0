import { apiClient } from '@studydesk/shared/api-client';
import type { UserSettingsRequest } from '@studydesk/shared/contracts';

/** PATCH /v1/user/settings — the signed-in user's interface language. */
export async function updateUserSettings(request: UserSettingsRequest): Promise<void> {
  await apiClient.patch('/v1/user/settings', request);
}

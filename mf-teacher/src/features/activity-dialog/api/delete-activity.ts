import { apiClient } from '@studydesk/shared/api-client';
import type { MessageResponse } from '@studydesk/shared/contracts';

export async function deleteActivity(id: number): Promise<void> {
  await apiClient.delete<MessageResponse>(`/v1/activity/task/${id}`);
}

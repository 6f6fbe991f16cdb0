import { call } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts';

export async function deleteActivity(id: number): Promise<void> {
  await call(endpoints.activities.delete, { params: { id } });
}

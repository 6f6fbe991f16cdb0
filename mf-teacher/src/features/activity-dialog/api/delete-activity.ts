import { call } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';

export async function deleteActivity(id: number): Promise<void> {
  await call(endpoints.activities.delete, { params: { id } });
}

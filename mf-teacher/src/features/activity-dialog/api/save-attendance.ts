import { apiClient } from '@studydesk/shared/api-client';
import type { ActivityDto, ActivityResponse, AttendanceRequest } from '@studydesk/shared/contracts';

export async function saveAttendance(body: AttendanceRequest): Promise<ActivityDto> {
  const { data } = await apiClient.patch<ActivityResponse>('/v1/activity/attendance', body);
  return data.activity;
}

import { call } from '@studydesk/shared/api-client';
import type { ActivityDto, AttendanceRequest } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

export async function saveAttendance(body: AttendanceRequest): Promise<ActivityDto> {
  const { data } = await call(endpoints.activities.saveAttendance, { body });
  return data.activity;
}

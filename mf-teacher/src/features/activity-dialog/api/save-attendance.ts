import { call } from '@studydesk/shared/api-client';
import { type ActivityDto, type AttendanceRequest, endpoints } from '@studydesk/shared/contracts';

export async function saveAttendance(body: AttendanceRequest): Promise<ActivityDto> {
  const { data } = await call(endpoints.activities.saveAttendance, { body });
  return data.activity;
}

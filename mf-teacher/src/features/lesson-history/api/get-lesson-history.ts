import { call } from '@studydesk/shared/api-client';
import type { LessonHistoryRequest, LessonHistoryResponse } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

/** POST /v1/activity/lessonhistory: a teacher's lessons of one month. */
export async function getLessonHistory(body: LessonHistoryRequest, signal?: AbortSignal): Promise<LessonHistoryResponse> {
  const { data } = await call(endpoints.teachingTime.lessonHistory, { body, signal });
  return data;
}

import { call } from '@studydesk/shared/api-client';
import type { LessonOutcome, SetOutcomeResponse } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';

/** Sets a lesson's outcome (null: none); the answer says what it did to the students' make-up credits. */
export async function setOutcome(id: number, outcome: LessonOutcome | null): Promise<SetOutcomeResponse> {
  const { data } = await call(endpoints.activities.setOutcome, { params: { id }, body: { outcome } });
  return data;
}

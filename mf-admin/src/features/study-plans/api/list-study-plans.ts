import { call } from '@studydesk/shared/api-client';
import type { StudyPlanRow, StudyPlansListRequest } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import type { ListPage } from '@studydesk/shared/lists';

/** POST /v1/studyplan/getall — one page of study plans (groups: isGroup true). */
export async function listStudyPlans(body: StudyPlansListRequest, signal?: AbortSignal): Promise<ListPage<StudyPlanRow>> {
  const { data } = await call(endpoints.studyPlans.list, { body, signal });
  return data.studyPlans;
}

import { apiClient } from '@studydesk/shared/api-client';
import type { StudyPlanRow, StudyPlansListRequest, StudyPlansListResponse } from '@studydesk/shared/contracts';
import type { ListPage } from '@studydesk/shared/lists';

/** POST /v1/studyplan/getall — one page of study plans (groups: isGroup true). */
export async function listStudyPlans(body: StudyPlansListRequest, signal?: AbortSignal): Promise<ListPage<StudyPlanRow>> {
  const { data } = await apiClient.post<StudyPlansListResponse>('/v1/studyplan/getall', body, { signal });
  return data.studyPlans;
}

import { endpoint } from './endpoint';
import { IdParams } from '../common';
import { ActivityDataRequest, ActivityDataResponse, SpeedResponse } from '../studyplan-view';
import { CreateStudyPlanRequest, StudyPlanResponse, StudyPlanSummaryRequest, StudyPlansListRequest, StudyPlansListResponse, UpdateStudyPlanRequest } from '../studyplans';

/** The studyPlans endpoints (docs/conventions.md#endpoints). */
export const studyPlansEndpoints = {
  list: endpoint({ method: 'POST', path: '/v1/studyplan/getall', body: StudyPlansListRequest, response: StudyPlansListResponse }),
  create: endpoint({ method: 'POST', path: '/v1/studyplan/create', body: CreateStudyPlanRequest, response: StudyPlanResponse }),
  update: endpoint({ method: 'PATCH', path: '/v1/studyplan/update', body: UpdateStudyPlanRequest, response: StudyPlanResponse }),
  summary: endpoint({ method: 'POST', path: '/v1/studyplan/summary', body: StudyPlanSummaryRequest, response: StudyPlanResponse }),
  activityData: endpoint({ method: 'POST', path: '/v1/studyplan/getactivitydata', body: ActivityDataRequest, response: ActivityDataResponse }),
  speed: endpoint({ method: 'GET', path: '/v1/studyplan/speed/:id', params: IdParams, response: SpeedResponse }),
};

import { endpoint } from './endpoint';
import { ActivityResponse, AttendanceRequest, CompleteActivityRequest, CopyActivityRequest, CreateActivityRequest, CreateManyActivitiesRequest, CreateManyActivitiesResponse, UpdateActivityRequest } from '../activities';
import { AddCommentRequest, AddCommentResponse, AllCommentsRequest, AllCommentsResponse, CommentAudienceRequest, CommentIdParams, CommentResponse } from '../activity-comments';
import { IdParams, MessageResponse } from '../common';
import { SetOutcomeRequest, SetOutcomeResponse } from '../make-up-credits';

/** The activities endpoints (docs/conventions.md#endpoints). */
export const activitiesEndpoints = {
  saveAttendance: endpoint({ method: 'PATCH', path: '/v1/activity/attendance', body: AttendanceRequest, response: ActivityResponse }),
  addComment: endpoint({ method: 'POST', path: '/v1/activity/comments', body: AddCommentRequest, response: AddCommentResponse }),
  allComments: endpoint({ method: 'POST', path: '/v1/activity/allcomments', body: AllCommentsRequest, response: AllCommentsResponse }),
  commentAudience: endpoint({ method: 'PATCH', path: '/v1/activity/comments/:commentId/audience', params: CommentIdParams, body: CommentAudienceRequest, response: CommentResponse }),
  createMany: endpoint({ method: 'POST', path: '/v1/activity/create-many', body: CreateManyActivitiesRequest, response: CreateManyActivitiesResponse }),
  complete: endpoint({ method: 'PATCH', path: '/v1/activity/complete', body: CompleteActivityRequest, response: ActivityResponse }),
  copy: endpoint({ method: 'POST', path: '/v1/activity/copy', body: CopyActivityRequest, response: ActivityResponse }),
  get: endpoint({ method: 'GET', path: '/v1/activity/:id', params: IdParams, response: ActivityResponse }),
  create: endpoint({ method: 'POST', path: '/v1/activity/create', body: CreateActivityRequest, response: ActivityResponse }),
  update: endpoint({ method: 'PATCH', path: '/v1/activity/update', body: UpdateActivityRequest, response: ActivityResponse }),
  setOutcome: endpoint({ method: 'POST', path: '/v1/activity/:id/outcome', params: IdParams, body: SetOutcomeRequest, response: SetOutcomeResponse }),
  delete: endpoint({ method: 'DELETE', path: '/v1/activity/task/:id', params: IdParams, response: MessageResponse }),
};

import { endpoint } from './endpoint';
import { SyncReviewsRequest, SyncReviewsResponse } from '../review-sync';
import { ForecastRequest, ForecastResponse, GradeCardRequest, GradeCardResponse, ReviewCardParams, ReviewQueueResponse } from '../review';

/** The review endpoints (docs/conventions.md#endpoints). */
export const reviewEndpoints = {
  queue: endpoint({ method: 'GET', path: '/v1/review/queue', response: ReviewQueueResponse }),
  grade: endpoint({ method: 'POST', path: '/v1/review/cards/:cardId/grade', params: ReviewCardParams, body: GradeCardRequest, response: GradeCardResponse }),
  sync: endpoint({ method: 'POST', path: '/v1/review/reviews', body: SyncReviewsRequest, response: SyncReviewsResponse }),
  forecast: endpoint({ method: 'POST', path: '/v1/review/forecast', body: ForecastRequest, response: ForecastResponse }),
};

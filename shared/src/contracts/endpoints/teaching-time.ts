import { endpoint } from './endpoint';
import { MarkPaidRequest, MarkPaidResponse, MarkSinglePaidRequest, MarkSinglePaidResponse } from '../payments';
import { LessonHistoryRequest, LessonHistoryResponse, TeachingTimeDownloadRequest, TeachingTimeDownloadResponse, TeachingTimeMonthRequest, TeachingTimeMonthResponse } from '../teachingtime';

/** The teachingTime endpoints (docs/conventions.md#endpoints). */
export const teachingTimeEndpoints = {
  markPaid: endpoint({ method: 'POST', path: '/v1/teacherpayment/markpaid', body: MarkPaidRequest, response: MarkPaidResponse }),
  markSinglePaid: endpoint({ method: 'POST', path: '/v1/teacherpayment/marksinglepaid', body: MarkSinglePaidRequest, response: MarkSinglePaidResponse }),
  month: endpoint({ method: 'POST', path: '/v1/activity/teachingtimemonth', body: TeachingTimeMonthRequest, response: TeachingTimeMonthResponse }),
  download: endpoint({ method: 'POST', path: '/v1/activity/download/teachingtimemonth', body: TeachingTimeDownloadRequest, response: TeachingTimeDownloadResponse }),
  lessonHistory: endpoint({ method: 'POST', path: '/v1/activity/lessonhistory', body: LessonHistoryRequest, response: LessonHistoryResponse }),
};

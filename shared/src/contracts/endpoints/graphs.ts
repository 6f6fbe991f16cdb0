import { endpoint } from './endpoint';
import { TeachingTimeChartRequest, TeachingTimeChartResponse, TeachingTimeGraphResponse } from '../graphs';

/** The graphs endpoints (docs/conventions.md#endpoints). */
export const graphsEndpoints = {
  teachingTimeGraph: endpoint({ method: 'GET', path: '/v1/activity/teachingtimegraph', response: TeachingTimeGraphResponse }),
  teachingTimeChart: endpoint({ method: 'POST', path: '/v1/activity/teachingtimechart', body: TeachingTimeChartRequest, response: TeachingTimeChartResponse }),
};

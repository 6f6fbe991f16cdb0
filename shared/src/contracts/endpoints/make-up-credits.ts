import { endpoint } from './endpoint';
import { MakeUpCreditsQuery, MakeUpCreditsResponse } from '../make-up-credits';

/** The makeUpCredits endpoints (docs/conventions.md#endpoints). */
export const makeUpCreditsEndpoints = {
  list: endpoint({ method: 'GET', path: '/v1/make-up-credits', query: MakeUpCreditsQuery, response: MakeUpCreditsResponse }),
};

import { endpoint } from './endpoint';
import { SchoolNameResponse, SetupInfoResponse, SetupRequest, SetupTokenParams } from '../setup';
import { UserResponse } from '../users';

/** The setup endpoints (docs/conventions.md#endpoints): first run and the school's public name. */
export const setupEndpoints = {
  /** whether a first-run link works (404 unknown, 410 expired or already set up) */
  check: endpoint({ method: 'GET', path: '/v1/setup/:token', params: SetupTokenParams, response: SetupInfoResponse }),
  /** creates the first admin and the school's basics; sets the session cookie; answers the admin */
  complete: endpoint({ method: 'POST', path: '/v1/setup', body: SetupRequest, response: UserResponse }),
  school: endpoint({ method: 'GET', path: '/v1/setup/school', response: SchoolNameResponse }),
};

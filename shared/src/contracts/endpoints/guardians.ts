import { endpoint } from './endpoint';
import { GuardianParams, GuardianStudentParams, LinkStudentRequest, LinkedStudentsResponse } from '../guardians';

/** The guardians endpoints (docs/conventions.md#endpoints; docs/product-rules.md#r-guard-1). */
export const guardiansEndpoints = {
  /** the signed-in guardian's own students */
  mine: endpoint({ method: 'GET', path: '/v1/guardian/students', response: LinkedStudentsResponse }),
  /** admins: the students linked to a guardian */
  students: endpoint({ method: 'GET', path: '/v1/guardians/:guardianId/students', params: GuardianParams, response: LinkedStudentsResponse }),
  link: endpoint({ method: 'POST', path: '/v1/guardians/:guardianId/students', params: GuardianParams, body: LinkStudentRequest, response: LinkedStudentsResponse }),
  unlink: endpoint({ method: 'DELETE', path: '/v1/guardians/:guardianId/students/:studentId', params: GuardianStudentParams, response: LinkedStudentsResponse }),
};

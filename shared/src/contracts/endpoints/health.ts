import { Type } from '@sinclair/typebox';
import { endpoint } from './endpoint';

/** The liveness probe's answer. */
const Health = Type.Unsafe<{ status: string }>({ type: 'object', properties: { status: { type: 'string' } }, required: ['status'] });

/** The health endpoints (docs/conventions.md#endpoints). */
export const healthEndpoints = {
  get: endpoint({ method: 'GET', path: '/v1/health', response: Health }),
};

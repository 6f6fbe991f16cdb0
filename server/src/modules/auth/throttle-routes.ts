import { endpoints } from '@studydesk/shared/contracts';
import { badRequest, notFound } from '../../permissions';
import { clearRate, listRates } from '../../sessions';
import { LOGIN_KEY_PREFIX, LOGIN_RULE_OF, parseLoginKey } from './rules';
import { routesPlugin } from '../route';

/** At most this many counters are listed (the busiest first). */
const THROTTLE_LIST_LIMIT = 200;

/** Admins only (the list names accounts and addresses): admins see the sign-in failure counters of the current windows and clear one (docs/product-rules.md#r-api-1 /v1/auth). */
export const throttleRoutes = routesPlugin('auth', (route, app) => {
  route.on(endpoints.auth.throttles, {
    description: 'Admins only: sign-in failure counters whose window is running, the busiest first.',
    errors: [401, 403], roles: ['admin'],
  }, async () => {
    const rows = await listRates(app.db, Object.values(LOGIN_KEY_PREFIX), THROTTLE_LIST_LIMIT);
    const throttles = rows.flatMap((row) => {
      const parsed = parseLoginKey(row.key);
      if (!parsed) return [];
      const { limit } = LOGIN_RULE_OF[parsed.kind];
      return [{ key: row.key, ...parsed, failures: row.count, limit, active: row.count >= limit, resetAt: new Date(row.resetAt).toISOString() }];
    });
    return { throttles };
  });

  route.on(endpoints.auth.clearThrottle, {
    description: 'Admins only: forgets one sign-in failure counter (the account or address signs in as before).',
    errors: [400, 401, 403, 404], roles: ['admin'],
  }, async ({ params }) => {
    const { key } = params;
    if (!parseLoginKey(key)) throw badRequest('This is not a sign-in throttle');
    if (!(await clearRate(app.db, key))) throw notFound('This throttle has already ended');
    return { message: 'Throttle cleared' };
  });
});

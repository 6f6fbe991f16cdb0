import { endpoints } from '@studydesk/shared/contracts';
import { makeUpCreditScopeOf } from '../../permissions';
import { orderCredits, toMakeUpCreditDto } from './dto';
import { listCredits } from './queries/credits';
import { routesPlugin } from '../route';

/** A long history is cut here; open credits are the newest, so they are always in it. */
const MAX_CREDITS = 200;

/** GET /v1/make-up-credits (docs/product-rules.md#r-pay-2). */
export const makeUpCreditRoutes = routesPlugin('make-up credits', (route, { db }) => {
  route.on(endpoints.makeUpCredits.list, {
    description: "A student's own make-up credits (optionally of one plan they belong to); admins and a plan's teachers give studyPlanId. " +
      'Open credits first (soonest to expire first), then used and expired ones, newest first.',
    errors: [400, 401, 404],
  }, async ({ me, query }) => {
    const scope = await makeUpCreditScopeOf(db, me, query.studyPlanId);
    const now = Date.now();
    const rows = await listCredits(db, scope, MAX_CREDITS);
    return { credits: orderCredits(rows.map((row) => toMakeUpCreditDto(row, now))) };
  });
});

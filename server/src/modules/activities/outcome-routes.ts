import { ACTIVITY_CHANGED_MESSAGE, endpoints } from '@studydesk/shared/contracts';
import { conflict } from '../../permissions';
import { lessonCreditsFollow } from './lesson-credits';
import { updateActivity } from './queries/activities';
import { activityResponse } from './activity-views';
import { assertCanSetOutcome, assertPaidUnchanged, findChangeableActivity, outcomePatch } from './rules';
import { routesPlugin } from '../route';

/** POST /v1/activity/{id}/outcome (docs/product-rules.md#r-pay-1, docs/product-rules.md#r-pay-2). */
export const activityOutcomeRoutes = routesPlugin('activities', (route, app) => {
  const { db } = app;
  const alerts = { jobs: app.jobs, dialect: app.dbDialect };
  route.on(endpoints.activities.setOutcome, {
    description: "Sets a lesson's outcome (null: none). Held completes it and needs a start that has passed (409), as does a no-show; " +
      'any other outcome leaves it not completed. A paid lesson keeps its outcome (409). An outcome the pay policy credits gives ' +
      "each of the lesson's students a make-up credit (within the cap per month); another outcome takes back the unused ones.",
    errors: [400, 401, 403, 404, 409],
  }, async ({ me, params, body: { outcome } }) => {
    const activity = await findChangeableActivity(db, me, params.id);
    const now = Date.now();
    assertCanSetOutcome(activity, outcome, now);
    assertPaidUnchanged(activity, { outcome });
    const becomesHeld = outcome === 'held' && Number(activity.is_completed) !== 1;
    const credits = await lessonCreditsFollow(db, alerts, activity, outcome, now);
    const saved = await updateActivity(db, activity, outcomePatch(activity, outcome, now), {
      fillAttendance: becomesHeld,
      refreshLastLessons: true,
      expectedUpdatedAt: Number(activity.updated_at),
      also: credits.also,
    }, now);
    // changed by someone else between our read and our write
    if (!saved) throw conflict(ACTIVITY_CHANGED_MESSAGE);
    const { activity: dto } = await activityResponse(db, activity.id, me);
    const { earned, withdrawn, kept } = credits.result;
    return { activity: dto, creditsEarned: earned, creditsWithdrawn: withdrawn, creditsKept: kept };
  });
});

import { endpoints } from '@studydesk/shared/contracts';
import { assertCanHaveReviewQueue, canReviewPlanCards } from '../../permissions';
import { toGradedCard } from './dto';
import { cardsToRecord } from './queries/review';
import { recordReviews } from './queries/record-reviews';
import { sortOutReviews } from './recorded-reviews';
import { currentParameters } from './parameters';
import { routesPlugin } from '../route';

/** Reviews a device recorded (offline) and sends later, in batches (docs/architecture.md#offline-review). */
export const reviewSyncRoutes = routesPlugin('review', (route, app) => {
  const { db } = app;
  route.on(endpoints.review.sync, {
    description: 'Students: stores reviews given on a device, each with the id the device made and the time it was given, and reschedules their cards by replaying each card\'s reviews in the order they were given. An id already stored is left as it is (sending a batch again changes nothing). Reviews of cards deleted meanwhile, or that the student may no longer review, are dropped and listed with the reason.',
    errors: [400, 401, 403],
  }, async ({ me: user, body }) => {
    assertCanHaveReviewQueue(user);
    const now = Date.now();
    const cards = await cardsToRecord(db, [...new Set(body.reviews.map((review) => review.cardId))]);
    const plans = [...new Set([...cards.values()].map((card) => card.study_plan_id))];
    const memberOf = new Set<number>();
    for (const plan of plans) if (await canReviewPlanCards(db, user, plan)) memberOf.add(plan);
    const { toRecord, dropped } = sortOutReviews(body.reviews, cards, memberOf, now);
    if (toRecord.length === 0) return { saved: 0, alreadySaved: 0, dropped, cards: [] };
    const result = await recordReviews(db, app.dbDialect, user.id, toRecord, await currentParameters(db, user.id));
    return {
      saved: result.saved,
      alreadySaved: toRecord.length - result.saved,
      dropped,
      cards: result.cards.map((card) => toGradedCard(card.cardId, card.grade, card.state)),
    };
  });
});

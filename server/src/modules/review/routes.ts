import { randomUUID } from 'node:crypto';
import { endpoints, FORECAST_TOP_ITEMS, REVIEW_AHEAD_DAYS } from '@studydesk/shared/contracts';
import { inZone } from '@studydesk/shared/dates';
import { assertCanHaveReviewQueue, assertCanReadForecasts, assertCanReviewCard, conflict } from '../../permissions';
import { newCardsPerDayOf } from '../retention';
import { siteTimeZone } from '../site-settings';
import { storedStateOf, toGradedCard, toPlanForecast, toReviewCard } from './dto';
import { currentParameters, retentionTarget } from './parameters';
import { recordReviews } from './queries/record-reviews';
import { cardPlanId, dueReviews, newCards, newCardsBegunSince, planSettingsJson, studentCard, upcomingReviews } from './queries/review';
import { activeMembers, forecastCounts, leastRecalled, nextLessons } from './queries/forecast';
import { forecastPlans, forgetThreshold, lessonHeld, newCardsLeft, schedulerParameters } from './rules';
import { routesPlugin } from '../route';

/** Reviews due at once are shown this many at most; the rest follow on the next visit. */
const QUEUE_MAX = 500;
const DAY_MS = 86_400_000;

/** Student review (FSRS) and the teacher's forgetting forecast. */
export const reviewRoutes = routesPlugin('review', (route, app) => {
  const { db } = app;
  /** Start of the current day in the site time zone: the daily cap counts from it. */
  const startOfToday = async (now: number) => inZone(now, await siteTimeZone(db)).startOf('day').valueOf();

  route.on(endpoints.review.queue, {
    description: "Students: their cards to review now: due reviews first, soonest first, then new cards of lessons already held, at most each plan's new cards per day.",
    errors: [401, 403],
  }, async ({ me: user }) => {
    assertCanHaveReviewQueue(user);
    const now = Date.now();
    const due = await dueReviews(db, user.id, now, QUEUE_MAX);
    const candidates = await newCards(db, user.id, QUEUE_MAX);
    const begun = await newCardsBegunSince(db, user.id, await startOfToday(now));
    const settings = await planSettingsJson(db, [...new Set(candidates.map((card) => card.study_plan_id))]);
    const left = new Map<number, number>();
    const fresh = candidates.filter((card) => {
      const plan = card.study_plan_id;
      const remaining = left.get(plan) ?? newCardsLeft(newCardsPerDayOf(settings.get(plan)), begun.get(plan) ?? 0);
      left.set(plan, remaining - 1);
      return remaining > 0;
    });
    const upcoming = await upcomingReviews(db, user.id, now, now + REVIEW_AHEAD_DAYS * DAY_MS, QUEUE_MAX);
    return { cards: [...due, ...fresh].map(toReviewCard), dueCount: due.length, newCount: fresh.length, upcoming: upcoming.map(toReviewCard) };
  });

  route.on(endpoints.review.grade, {
    description: 'Students: grades a card due now (1 Again, 2 Hard, 3 Good, 4 Easy) and schedules it again; every grade is logged with the state before and after. 409 when the card is not due, its lesson is not held yet, its plan is archived, or the plan\'s new cards for today are used up.',
    errors: [400, 401, 403, 404, 409],
  }, async ({ me: user, params: { cardId }, body }) => {
    await assertCanReviewCard(db, user, await cardPlanId(db, cardId));
    const card = await studentCard(db, user.id, cardId);
    if (!card) throw conflict('This flashcard cannot be reviewed');
    if (card.plan_archived === 1) throw conflict('This study plan is archived');
    if (!lessonHeld(card.activity_id, card.lesson_completed)) throw conflict('The lesson of this flashcard has not been held yet');
    const now = Date.now();
    const before = storedStateOf(card);
    if (before && before.due > now) throw conflict('This flashcard is not due yet');
    if (!before) {
      const begun = await newCardsBegunSince(db, user.id, await startOfToday(now));
      const settings = await planSettingsJson(db, [card.study_plan_id]);
      if (newCardsLeft(newCardsPerDayOf(settings.get(card.study_plan_id)), begun.get(card.study_plan_id) ?? 0) === 0) {
        throw conflict('No more new flashcards of this plan today');
      }
    }
    // stored as a batch of one, the one way a review is stored (sync-routes.ts)
    const review = { clientId: randomUUID(), cardId, planId: card.study_plan_id, grade: body.grade, at: now };
    const { cards } = await recordReviews(db, app.dbDialect, user.id, [review], await currentParameters(db, user.id));
    return toGradedCard(cardId, body.grade, cards[0].state);
  });

  route.on(endpoints.review.forecast, {
    description: "Teachers (of every plan asked about) and admins: per plan and active member, the reviewed cards whose recall at the plan's next lesson is expected below the school's desired retention, and the least likely recalled. One call for a page of plans.",
    errors: [400, 401, 403, 404],
  }, async ({ me: user, body }) => {
    const planIds = [...new Set(body.studyPlanIds)];
    await assertCanReadForecasts(db, user, planIds);
    const now = Date.now();
    const target = await retentionTarget(db);
    const members = await activeMembers(db, planIds);
    const lessons = await nextLessons(db, planIds, now);
    // the defaults unless a member has parameters of their own
    const defaults = schedulerParameters(null, target);
    const parameters = new Map(members.filter((m) => m.parameters !== null).map((m) => [m.id, schedulerParameters(m.parameters, target)]));
    const thresholds = new Map([...parameters].map(([id, p]) => [id, forgetThreshold(p, target)]));
    const counts = await forecastCounts(db, planIds, lessons, { byStudent: thresholds, fallback: forgetThreshold(defaults, target) });
    const cards = await leastRecalled(
      db,
      counts
        .filter((row) => lessons.has(row.study_plan_id))
        .map((row) => ({ planId: row.study_plan_id, studentId: row.student_id, at: lessons.get(row.study_plan_id)!, limit: Math.min(row.forgotten, FORECAST_TOP_ITEMS) })),
    );
    const forecasts = forecastPlans({
      planIds,
      members,
      counts,
      cards,
      nextLessons: lessons,
      parametersOf: (studentId) => parameters.get(studentId) ?? defaults,
      desiredRetention: target,
    });
    const texts = new Map(cards.map((card) => [card.card_id, { front: card.front, back: card.back }]));
    return { forecasts: forecasts.map((plan) => toPlanForecast(plan, texts, target)) };
  });
});

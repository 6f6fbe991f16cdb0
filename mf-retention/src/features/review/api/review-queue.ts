import { call, isUnreachable } from '@studydesk/shared/api-client';
import type { ReviewCardDto } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { dueOffline, keepReviewCards, keptReviewCards, pendingReviews } from '@studydesk/shared/offline';

/** The cards of a review session, and whether they came from the device (no connection). */
export interface ReviewQueue {
  cards: ReviewCardDto[];
  offline: boolean;
}

/**
 * The student's cards to review now. Online: the server's queue, and the device keeps it
 * with the reviews due in the next days (REVIEW_AHEAD_DAYS) to review offline. Offline:
 * the kept cards due by now. Either way without the cards reviewed on the device and not
 * yet sent, which the server has not rescheduled yet.
 */
export async function loadReviewQueue(userId: number, signal: AbortSignal): Promise<ReviewQueue> {
  const waiting = new Set((await pendingReviews(userId)).map((review) => review.cardId));
  try {
    const { data } = await call(endpoints.review.queue, { signal });
    await keepReviewCards(userId, [...data.cards, ...data.upcoming]);
    return { cards: data.cards.filter((card) => !waiting.has(card.cardId)), offline: false };
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    return { cards: dueOffline(await keptReviewCards(userId), waiting, Date.now()), offline: true };
  }
}

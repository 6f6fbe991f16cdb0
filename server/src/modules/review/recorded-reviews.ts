import type { RecordedReview, SyncReviewsResponse } from '@studydesk/shared/contracts';
import type { NewReview } from './queries/record-reviews';
import { lessonHeld } from './rules';

/** A card as a batch of reviews needs it (no entry: deleted). */
export interface CardToRecord {
  study_plan_id: number;
  approved: 0 | 1;
  activity_id: number | null;
  lesson_completed: 0 | 1 | null;
  plan_archived: 0 | 1;
}

type Dropped = SyncReviewsResponse['dropped'][number];

/**
 * What of a device's reviews is stored: each id once (the first), times ahead of the
 * server's taken as now (a device's clock may run fast; a review cannot come from the
 * future), and dropped with their reason the reviews of cards deleted meanwhile or that the
 * student may no longer review (not approved any more, the plan archived or left, the
 * lesson not held). The daily cap of new cards and "not due yet" are not checked again:
 * the device only offered cards of a queue the server gave it, and a replay in the order
 * the reviews were given schedules a card correctly whatever came between.
 */
export function sortOutReviews(
  reviews: readonly RecordedReview[],
  cards: ReadonlyMap<number, CardToRecord>,
  memberOf: ReadonlySet<number>,
  now: number,
): { toRecord: NewReview[]; dropped: Dropped[] } {
  const seen = new Set<string>();
  const toRecord: NewReview[] = [];
  const dropped: Dropped[] = [];
  for (const review of reviews) {
    if (seen.has(review.id)) continue;
    seen.add(review.id);
    const card = cards.get(review.cardId);
    if (!card) {
      dropped.push({ id: review.id, cardId: review.cardId, reason: 'card-deleted' });
    } else if (card.approved !== 1 || card.plan_archived === 1 || !memberOf.has(card.study_plan_id) || !lessonHeld(card.activity_id, card.lesson_completed)) {
      dropped.push({ id: review.id, cardId: review.cardId, reason: 'not-reviewable' });
    } else {
      const at = Math.min(Date.parse(review.reviewedAt), now);
      toRecord.push({ clientId: review.id, cardId: review.cardId, planId: card.study_plan_id, grade: review.grade, at });
    }
  }
  return { toRecord, dropped };
}

/**
 * Reviews sent by a device, possibly long after they were given (offline on a phone). Each
 * carries an id the device made and the time it was given: the server keeps an id once,
 * however often it arrives, and schedules each card from its reviews in the order they were
 * given, whichever device sent them and when.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Instant, LiteralUnion } from './common';
import { GradeCardResponse, ReviewGrade } from './review';
import { REVIEW_SYNC_BATCH_MAX } from './review-sync-rules';

export * from './review-sync-rules';

/** A review as the device recorded it. */
export const RecordedReview = Type.Object(
  {
    /** made by the device (a UUID): the same review sent twice is kept once */
    id: Type.String({ pattern: '^[A-Za-z0-9-]{8,64}$' }),
    cardId: Id,
    grade: ReviewGrade,
    /** when the student gave the grade (a time ahead of the server's counts as now) */
    reviewedAt: Instant,
  },
  { additionalProperties: false, title: 'RecordedReview' },
);
export type RecordedReview = Static<typeof RecordedReview>;

/** POST /v1/review/reviews */
export const SyncReviewsRequest = Type.Object(
  { reviews: Type.Array(RecordedReview, { minItems: 1, maxItems: REVIEW_SYNC_BATCH_MAX }) },
  { additionalProperties: false },
);
export type SyncReviewsRequest = Static<typeof SyncReviewsRequest>;

/** Why a review was not kept: its card was deleted meanwhile, or the student may no longer review it. */
const DroppedReason = LiteralUnion(['card-deleted', 'not-reviewable']);

export const SyncReviewsResponse = Type.Object(
  {
    /** reviews kept by this request */
    saved: Type.Integer({ minimum: 0 }),
    /** reviews the server already had (sent before): nothing changed */
    alreadySaved: Type.Integer({ minimum: 0 }),
    /** reviews not kept, with why; the device forgets them too */
    dropped: Type.Array(Type.Object({ id: Type.String(), cardId: Id, reason: DroppedReason })),
    /** each card reviewed, as scheduled after every review it has (grade: its latest) */
    cards: Type.Array(GradeCardResponse),
  },
  { title: 'SyncReviewsResponse' },
);
export type SyncReviewsResponse = Static<typeof SyncReviewsResponse>;

/*
 * `@studydesk/shared/offline`: what a device keeps to work without a connection (the reviews
 * waiting to be sent, the cards to review) and the sending of waiting reviews
 * (docs/architecture.md#offline-review). The service worker takes its part from
 * `@studydesk/shared/offline/worker`, which needs no page.
 */
export { recordReview, reviewsToSend$, sendReviews, watchReviewOutbox } from './review-outbox';
export { dueOffline, keepReviewCards, keptReviewCards } from './review-cards';
export { pendingReviews } from './pending-reviews';
export { withOfflineCopy } from './offline-copy';
export { useReviewsToSend } from './use-reviews-to-send';

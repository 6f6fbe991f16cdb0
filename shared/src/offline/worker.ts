/*
 * `@studydesk/shared/offline/worker`: the part of the offline store the service worker
 * uses (no page, no API client): the waiting reviews and who is signed in.
 */
export { sendPendingReviews } from './pending-reviews';
export { signedInUser } from './signed-in-user';
export { REVIEW_SYNC_TAG, REVIEWS_SENT_MESSAGE, SEND_REVIEWS_MESSAGE } from './sync-messages';

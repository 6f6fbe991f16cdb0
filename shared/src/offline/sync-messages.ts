/** The Background Sync tag the service worker sends waiting reviews under. */
export const REVIEW_SYNC_TAG = 'studydesk-reviews';

/** What the service worker posts to its pages: send waiting reviews (the connection is back), or count them again (it sent some). */
export const SEND_REVIEWS_MESSAGE = 'studydesk:send-reviews';
export const REVIEWS_SENT_MESSAGE = 'studydesk:reviews-sent';

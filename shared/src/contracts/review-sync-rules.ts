/*
 * Offline review's plain values, without schemas: the browser takes them from
 * `@studydesk/shared/contracts/plain`, the server and the schemas from `@studydesk/shared/contracts`.
 */

/** How far ahead the review queue lists upcoming reviews, which a device stores to review offline. */
export const REVIEW_AHEAD_DAYS = 7;

/** Reviews per request: a device with more waiting sends them in several, oldest first. */
export const REVIEW_SYNC_BATCH_MAX = 100;

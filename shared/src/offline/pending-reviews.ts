import type { RecordedReview, SyncReviewsResponse } from '@studydesk/shared/contracts';
import { REVIEW_SYNC_BATCH_MAX } from '@studydesk/shared/contracts/plain';
import { offlineDb, type PendingReview } from './offline-db';

/** Sends one batch of reviews to the server: the page through the API client, the service worker with fetch. */
export type SendReviews = (reviews: RecordedReview[]) => Promise<SyncReviewsResponse>;

/** Keeps a review on the device before anything is sent, so no connection can lose it. */
export async function keepReview(userId: number, review: RecordedReview): Promise<void> {
  await (await offlineDb()).put('pending-reviews', { ...review, userId });
}

/** A user's reviews waiting to be sent, in the order they were given. */
export async function pendingReviews(userId: number): Promise<PendingReview[]> {
  const all = await (await offlineDb()).getAllFromIndex('pending-reviews', 'by-user', userId);
  return inTimeOrder(all);
}

/** Reviews in the order they were given (ties: their ids, so every device sends in one order). */
export function inTimeOrder<T extends RecordedReview>(reviews: readonly T[]): T[] {
  return [...reviews].sort((a, b) => Date.parse(a.reviewedAt) - Date.parse(b.reviewedAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Batches of at most REVIEW_SYNC_BATCH_MAX, in order. */
export function batchesOf<T>(items: readonly T[], size = REVIEW_SYNC_BATCH_MAX): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/**
 * Sends a user's waiting reviews, oldest first, a batch at a time; a batch the server
 * answered (kept, already kept or dropped with a note) is forgotten here, so a batch sent
 * again after a lost answer changes nothing on the server. Stops at the first failure and
 * leaves the rest waiting. Answers how many were sent and the server's notes of dropped ones.
 */
export async function sendPendingReviews(userId: number, send: SendReviews): Promise<{ sent: number; dropped: SyncReviewsResponse['dropped'] }> {
  const dropped: SyncReviewsResponse['dropped'] = [];
  let sent = 0;
  for (const batch of batchesOf(await pendingReviews(userId))) {
    const answer = await send(batch.map(({ id, cardId, grade, reviewedAt }) => ({ id, cardId, grade, reviewedAt })));
    const db = await offlineDb();
    const tx = db.transaction('pending-reviews', 'readwrite');
    await Promise.all([...batch.map((review) => tx.store.delete(review.id)), tx.done]);
    sent += batch.length;
    dropped.push(...answer.dropped);
  }
  return { sent, dropped };
}

/** How many of a user's reviews wait. */
export async function pendingCount(userId: number): Promise<number> {
  return (await offlineDb()).countFromIndex('pending-reviews', 'by-user', userId);
}

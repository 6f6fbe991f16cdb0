import { BehaviorSubject, distinctUntilChanged, map } from 'rxjs';
import { call } from '@studydesk/shared/api-client';
import type { RecordedReview } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { authState$ } from '@studydesk/shared/session';
import { keepReview, pendingCount, sendPendingReviews } from './pending-reviews';
import { forgetKeptCopies } from './offline-copy';
import { rememberSignedInUser } from './signed-in-user';
import { REVIEW_SYNC_TAG, REVIEWS_SENT_MESSAGE, SEND_REVIEWS_MESSAGE } from './sync-messages';

/** How many of the signed-in user's reviews wait to be sent: the review page's counter, the sign-out's question. */
export const reviewsToSend$ = new BehaviorSubject<number>(0);

const userId = () => authState$.getValue().profile?.id ?? null;

async function refreshCount(): Promise<void> {
  const id = userId();
  reviewsToSend$.next(id === null ? 0 : await pendingCount(id));
}

/** Asks the browser to wake the service worker when the connection returns, where it can (Chromium's Background Sync). */
async function requestBackgroundSync(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
  await sync?.register(REVIEW_SYNC_TAG).catch(() => undefined);
}

/**
 * Records a review on this device first (its id and time made here), then tries to send:
 * the review counts as done at once, whatever the connection.
 */
export async function recordReview(review: RecordedReview): Promise<void> {
  const id = userId();
  if (id === null) return;
  await keepReview(id, review);
  await refreshCount();
  void requestBackgroundSync();
  void sendReviews();
}

let sending: Promise<void> | null = null;

/** Sends the signed-in user's waiting reviews, in order, in batches; one sending at a time. A failure leaves them waiting. */
export function sendReviews(): Promise<void> {
  sending ??= (async () => {
    try {
      const id = userId();
      if (id === null || !navigator.onLine) return;
      await sendPendingReviews(id, async (reviews) => (await call(endpoints.review.sync, { body: { reviews } })).data);
    } catch {
      // offline again, or the server failed: they wait for the next chance
    } finally {
      sending = null;
      await refreshCount();
    }
  })();
  return sending;
}

let watching = false;

/**
 * Sends waiting reviews when the app opens (a user signed in), when the connection returns
 * and when the service worker asks; keeps the counter and the service worker's idea of who
 * is signed in up to date; forgets a user's kept cards and screens when they sign out.
 * Idempotent.
 */
export function watchReviewOutbox(): void {
  if (watching) return;
  watching = true;
  let previous: number | null = null;
  authState$.pipe(map((state) => state.profile?.id ?? null), distinctUntilChanged()).subscribe((id) => {
    if (previous !== null) void forgetKeptCopies(previous).catch(() => undefined);
    previous = id;
    void rememberSignedInUser(id);
    void refreshCount();
    if (id !== null) void sendReviews();
  });
  window.addEventListener('online', () => void sendReviews());
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    const type = (event.data as { type?: string } | null)?.type;
    if (type === SEND_REVIEWS_MESSAGE) void sendReviews();
    else if (type === REVIEWS_SENT_MESSAGE) void refreshCount();
  });
}

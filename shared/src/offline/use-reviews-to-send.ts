import { useSyncExternalStore } from 'react';
import { reviewsToSend$ } from './review-outbox';

function subscribe(onChange: () => void) {
  const subscription = reviewsToSend$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

const snapshot = (): number => reviewsToSend$.getValue();

/** How many of the signed-in user's reviews wait to be sent; re-renders when it changes. */
export function useReviewsToSend(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
